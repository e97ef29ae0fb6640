import { rm } from 'node:fs/promises';
import path from 'node:path';
import { processEnvironment } from '../../../src/config.ts';
import { newRunId, startTestServices, type TestServices } from '../../setup/services.ts';
import { describeMachine } from './machine.ts';

export type BenchContext = {
  services: TestServices;
  /** Unique per run: prefixes database names and Redis keys. */
  runId: string;
  /** Seconds per measurement (BENCH_DURATION, default 10). */
  duration: number;
  /** Prints a line of the markdown report. */
  say: (line?: string) => void;
};

export type Bench = (context: BenchContext) => Promise<void>;

/** Starts the test services once, runs the given benchmarks one after another, then stops them. */
export async function runBenches(benches: Record<string, Bench>): Promise<void> {
  const runId = `bench${newRunId()}`;
  const services = await startTestServices(runId);
  console.error(`services: ${services.source}`);
  const context: BenchContext = {
    services,
    runId,
    duration: Number(processEnvironment().BENCH_DURATION ?? 10),
    say: (line = '') => console.log(line),
  };
  try {
    context.say(`Machine: ${describeMachine()}.`);
    for (const [name, bench] of Object.entries(benches)) {
      console.error(`benchmark: ${name}`);
      await bench(context);
    }
  } finally {
    await services.stop();
    await rm(path.resolve('.data', 'test-runs', runId), { recursive: true, force: true });
  }
}

/**
 * `npm run bench [name...]`: every benchmark, or only the named ones. `directory` is run-all's own
 * (it manages its services itself); the others share one set of services.
 */
export async function runSelectedBenches(
  names: readonly string[],
  directory: () => Promise<void>,
  others: Record<string, Bench>,
): Promise<void> {
  const known = ['directory', ...Object.keys(others)];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(', ')}; choose from ${known.join(', ')}`);
  const wanted = (name: string) => names.length === 0 || names.includes(name);
  if (wanted('directory')) await directory();
  const selected = Object.fromEntries(Object.entries(others).filter(([name]) => wanted(name)));
  if (Object.keys(selected).length > 0) await runBenches(selected);
}
