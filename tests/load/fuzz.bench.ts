import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { processEnvironment } from '../../src/config.ts';
import type { BenchContext } from './support/run-benches.ts';

/** One caller's file's report (tests/fuzz/fuzz-every-operation.ts writes report.<caller>.json). */
type FuzzReport = {
  seed: number;
  casesPerOperationAndCaller: number;
  operations: number;
  callers: number;
  sent: number;
  seconds: number;
  statuses: Record<string, number>;
  failures: number;
};

/**
 * `npm run bench -- fuzz`: the fuzzer of `make test` (tests/fuzz) at a larger size: BENCH_FUZZ_CASES
 * bad requests per operation and caller (default 1000) and BENCH_FUZZ_SEED (default the tests'
 * seed), on this run's services. Prints the row for docs/benchmarks.md ('Fuzzing').
 */
export async function benchFuzz({ services, say }: BenchContext): Promise<void> {
  const env = processEnvironment();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tl-fuzz-'));
  const reportPath = path.join(directory, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.resolve('node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/vitest.config.ts', '--project', 'integration', 'tests/fuzz'],
        {
          env: {
            ...process.env,
            TEST_DATABASE_URL: services.databaseServerUrl,
            TEST_REDIS_URL: services.redisUrl,
            FUZZ_CASES: env.BENCH_FUZZ_CASES ?? '1000',
            ...(env.BENCH_FUZZ_SEED ? { FUZZ_SEED: env.BENCH_FUZZ_SEED } : {}),
            FUZZ_REPORT: reportPath,
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      child.once('error', reject);
      child.once('exit', resolve);
    });
    const report = await addedUp(directory);
    const fourHundreds = Object.entries(report.statuses).filter(([status]) => status.startsWith('4'));
    const fiveHundreds = Object.entries(report.statuses).filter(([status]) => status.startsWith('5'));
    say('### Fuzzing');
    say();
    say('| Seed | Operations | Callers | Cases per operation and caller | Sent | 4xx | 5xx | Faults | Seconds |');
    say('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const count = (rows: [string, number][]) => rows.reduce((sum, [, n]) => sum + n, 0);
    say(
      `| ${report.seed} | ${report.operations} | ${report.callers} | ${report.casesPerOperationAndCaller} | ${report.sent} | ` +
        `${count(fourHundreds)} | ${count(fiveHundreds)} | ${report.failures} | ${report.seconds} |`,
    );
    say();
    say(`Statuses: ${Object.entries(report.statuses).map(([status, n]) => `${status} × ${n}`).join(', ')}.`);
    if (code !== 0) throw new Error(`the fuzzer found ${report.failures} faults; the list is in its output above`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The callers' reports as one: requests and statuses added up, the slowest file's seconds. */
async function addedUp(directory: string): Promise<FuzzReport> {
  const files = (await readdir(directory)).filter((file) => /^report\..+\.json$/.test(file));
  if (files.length === 0) throw new Error('the fuzzer wrote no report');
  const reports = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as FuzzReport));
  const statuses: Record<string, number> = {};
  for (const report of reports) {
    for (const [status, count] of Object.entries(report.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  return {
    seed: reports[0]!.seed,
    casesPerOperationAndCaller: reports[0]!.casesPerOperationAndCaller,
    operations: reports[0]!.operations,
    callers: reports.reduce((sum, report) => sum + report.callers, 0),
    sent: reports.reduce((sum, report) => sum + report.sent, 0),
    seconds: Math.max(...reports.map((report) => report.seconds)),
    statuses,
    failures: reports.reduce((sum, report) => sum + report.failures, 0),
  };
}
