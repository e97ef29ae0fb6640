import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { processEnvironment } from '../../src/config.ts';
import { percentile } from './support/load-run.ts';
import { buildBenchBundles, bundledProcess, productionLikeEnvironment, startChildServer } from './support/child-server.ts';
import { describeLoad } from './support/machine.ts';

const env = processEnvironment();
/** Searches per second arriving from the first second on, whatever the answers (BENCH_FIRST_DEPLOY_RPS). */
const RATE = Number(env.BENCH_FIRST_DEPLOY_RPS ?? 20);
/** The most the run lasts, in seconds, if the index is never served (BENCH_FIRST_DEPLOY_MAX_SECONDS). */
const MAX_SECONDS = Number(env.BENCH_FIRST_DEPLOY_MAX_SECONDS ?? 900);
/** A search not answered within this is counted as a timeout (a browser gives up long before). */
const REQUEST_TIMEOUT_MS = 60_000;

type Answer = { at: number; ms: number; status: number };

/** Clock ticks (1/100 s) of user + system CPU of one process, or undefined once it has gone. */
function cpuTicks(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's CPU: every process of the bench's own server (its postmaster's children: backends,
 * checkpointer, walwriter...), sampled each second. A backend's CPU is counted from the sample it
 * was first seen in; what one that exited used after its last sample is lost (a few ms).
 */
function followPostgresCpu(postmaster: number): { cores: (from: number, to: number) => number; stop: () => void } {
  const seen = new Map<number, number>();
  const samples: { at: number; ticks: number }[] = [];
  let total = 0;
  const sample = () => {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || (pid !== postmaster && parentOf(pid) !== postmaster)) continue;
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      total += ticks - (seen.get(pid) ?? ticks);
      seen.set(pid, ticks);
    }
    samples.push({ at: performance.now(), ticks: total });
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    /** Cores used on average between two moments (performance.now() times). */
    cores(from, to) {
      const first = samples.find((s) => s.at >= from) ?? samples[samples.length - 1]!;
      const last = [...samples].reverse().find((s) => s.at <= to) ?? first;
      return last.at > first.at ? (last.ticks - first.ticks) * 10 / (last.at - first.at) : Number.NaN;
    },
    stop: () => clearInterval(timer),
  };
}

function summary(answers: readonly Answer[]): string {
  const latencies = (status?: number) => answers.filter((a) => status === undefined || a.status === status).map((a) => a.ms).sort((a, b) => a - b);
  const ok = latencies(200);
  const refused = latencies(503);
  const other = answers.length - ok.length - refused.length;
  const ms = (value: number) => (Number.isNaN(value) ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
  const p = (sorted: number[]) => `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`;
  const all = latencies();
  return `${answers.length} | ${ok.length} | ${refused.length} | ${other} | ${p(all)} / ${ms(all.at(-1) ?? Number.NaN)} | ${p(ok)} | ${p(refused)}`;
}

/**
 * BENCH_DIRECTORY_ROWS=first-deploy (docs/benchmarks.md, issue 29 item 3): the first deploy of a
 * directory of `size` executives with no index snapshot. An API process and a worker start
 * together, as a deploy that forgot `npm run directory -- build-snapshot` would; searches arrive at
 * RATE a second from the first second (an open loop: a visitor does not wait for the previous
 * one). Reports when the API listened, its first useful (200) answer, when the worker's job kept
 * the snapshot, when the index was served (the last answer without it), the answers and their
 * latency before and after, and the CPU PostgreSQL, the API and the worker used meanwhile.
 */
export async function benchFirstDeploy({ databaseUrl, redisUrl, runId, size, paths, duration, say }: {
  databaseUrl: string;
  redisUrl: string;
  runId: string;
  size: number;
  paths: readonly { path: string }[];
  duration: number;
  say: (line?: string) => void;
}): Promise<void> {
  const probe = new pg.Client({ connectionString: databaseUrl });
  await probe.connect();
  const { rows: backend } = await probe.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postgres = followPostgresCpu(parentOf(backend[0]!.pid)!);
  const environment = productionLikeEnvironment(databaseUrl, redisUrl, `${runId}-firstdeploy`);
  const loadBefore = describeLoad();
  const bundles = await buildBenchBundles();

  const t0 = performance.now();
  const since = () => performance.now() - t0;
  const workerProcess = bundledProcess(bundles.worker, { ...environment, LOG_LEVEL: 'info' });
  const worker = spawn(process.execPath, workerProcess.args, { env: workerProcess.env, stdio: ['ignore', 'pipe', 'inherit'] });
  let built: { at: number; line: Record<string, unknown> } | undefined;
  createInterface({ input: worker.stdout }).on('line', (line) => {
    if (!line.includes('directory index snapshot:')) return;
    const parsed = JSON.parse(line) as Record<string, unknown>;
    if (parsed.outcome === 'built') built = { at: since(), line: parsed };
  });
  const api = await startChildServer('app', environment);
  const listening = since();

  const answers: Answer[] = [];
  const inFlight = new Set<Promise<void>>();
  let snapshotKept: number | undefined;
  const snapshotPoll = setInterval(() => {
    if (snapshotKept !== undefined) return;
    probe
      .query<{ n: number }>(`SELECT count(*)::int AS n FROM directory_index_snapshots WHERE section = 'meta'`)
      .then(({ rows }) => {
        if (rows[0]!.n > 0 && snapshotKept === undefined) snapshotKept = since();
      })
      .catch(() => undefined);
  }, 200);
  const ask = () => {
    const started = since();
    const path = paths[Math.floor(Math.random() * paths.length)]!.path;
    const done = fetch(`${api.url}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      .then(async (res) => {
        await res.arrayBuffer();
        answers.push({ at: started, ms: since() - started, status: res.status });
      })
      .catch(() => {
        answers.push({ at: started, ms: since() - started, status: 0 });
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const apiCpuAtStart = api.cpuMs();
  let workerCpuAtStart = cpuTicks(worker.pid!) ?? 0;
  workerCpuAtStart *= 10;
  // An open loop from the moment the API listens: one search every 1/RATE s, until the index has
  // been served for `duration` s.
  let sent = 0;
  let servedAt: number | undefined;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = since();
      while (sent < ((now - listening) / 1000) * RATE) {
        ask();
        sent++;
      }
      // Served: the snapshot is kept, and every answer to a search sent in the last 5 s was a 200.
      if (servedAt === undefined && snapshotKept !== undefined) {
        const recent = answers.filter((a) => a.at > now - 5000);
        const lastRefused = answers.reduce((last, a) => (a.status !== 200 ? Math.max(last, a.at + a.ms) : last), 0);
        if (recent.length >= RATE && recent.every((a) => a.status === 200) && lastRefused < now - 5000) servedAt = Math.max(lastRefused, snapshotKept);
      }
      if ((servedAt !== undefined && now > servedAt + 5000 + duration * 1000) || now > MAX_SECONDS * 1000) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  await Promise.all(inFlight);
  const ended = since();
  clearInterval(snapshotPoll);
  const apiCpu = api.cpuMs() - apiCpuAtStart;
  const workerCpu = (cpuTicks(worker.pid!) ?? 0) * 10 - workerCpuAtStart;
  await api.stop();
  const exited = new Promise((done) => worker.once('exit', done));
  worker.kill('SIGTERM');
  await exited;
  postgres.stop();
  await probe.end();

  const firstUseful = answers.filter((a) => a.status === 200).reduce((first, a) => Math.min(first, a.at + a.ms), Number.POSITIVE_INFINITY);
  const served = servedAt ?? ended;
  const before = answers.filter((a) => a.at < served);
  // The first 5 s after are a row of their own: they hold the wait for the snapshot's restore.
  const loading = answers.filter((a) => a.at >= served && a.at < served + 5000);
  const after = answers.filter((a) => a.at >= served + 5000);
  const s = (ms: number | undefined) => (ms === undefined || !Number.isFinite(ms) ? '—' : (ms / 1000).toFixed(1));
  const cores = (from: number, to: number) => postgres.cores(t0 + from, t0 + to).toFixed(2);
  say();
  say(`### Directory search: first deploy with no snapshot, ${size.toLocaleString('en')} executives, ${RATE} searches/s from the first second`);
  say();
  say(`Seconds from the start of both processes; searches from the moment the API listened.`);
  say();
  say('| API listening s | First useful answer (200) s | Snapshot built by the job (its read + write) | Snapshot kept s | Index served s (last answer without it) |');
  say('|---:|---:|---|---:|---:|');
  const build = built?.line;
  say(
    `| ${s(listening)} | ${s(firstUseful)} | ${build ? `${s(built!.at)} s (read ${s(build.readMs as number)} s, write ${s(build.writeMs as number)} s)` : '—'} | ${s(snapshotKept)} | ${servedAt === undefined ? 'not within the run' : s(servedAt)} |`,
  );
  say();
  say('| Window | Answered | 200 | 503 | other / timed out | p50 / p95 / max ms (all) | p50 / p95 ms (200) | p50 / p95 ms (503) | PostgreSQL cores (avg) |');
  say('|---|---:|---:|---:|---:|---|---|---|---:|');
  say(`| before the index was served (0-${s(served)} s) | ${summary(before)} | ${cores(0, served)} |`);
  say(`| the first 5 s after (${s(served)}-${s(served + 5000)} s) | ${summary(loading)} | ${cores(served, served + 5000)} |`);
  say(`| after (from ${s(served + 5000)} s to the end, ${s(ended)} s) | ${summary(after)} | ${cores(served + 5000, ended)} |`);
  say();
  say(
    `CPU over the whole run (${s(ended)} s): API ${(apiCpu / 1000).toFixed(1)} s, worker ${(workerCpu / 1000).toFixed(1)} s, PostgreSQL ${(Number(cores(0, ended)) * ended / 1000).toFixed(1)} s. ` +
      `Load average before → after: ${loadBefore} → ${describeLoad()}.`,
  );
}
