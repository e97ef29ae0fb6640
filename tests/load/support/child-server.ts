import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processEnvironment, type Environment } from '../../../src/config.ts';
import { bundleNodeEntries } from '../../../src/cli/build-server.ts';
import { waitFor } from '../../setup/wait-for.ts';

export type ChildServer = {
  url: string;
  /** The server process's CPU time so far (user + system), in milliseconds (from /proc). */
  cpuMs: () => number;
  /** Milliseconds from spawning the process to its `listening` line. */
  listeningAfterMs: number;
  /** Milliseconds since the process was spawned. */
  sinceSpawnMs: () => number;
  /** The process's resident set size now, in MiB (from /proc). */
  rssMiB: () => number;
  /** The app's heap in use and RSS in bytes right after a full garbage collection (app mode). */
  heapAfterGc: () => Promise<{ heap: number; rss: number }>;
  stop: () => Promise<void>;
};

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

export type BenchBundles = { appServer: string; worker: string };
let benchBundles: Promise<BenchBundles> | undefined;

/**
 * support/app-server.ts and the worker bundled as `npm run build:server` bundles production's
 * (src/cli/build-server.ts), once per bench run, into dist/bench: the benchmarks measure the
 * start-up and the code production runs, not tsx's. A fixed folder, so V8's compile cache of the
 * bundle carries over between runs as it does between a service's restarts.
 */
export function buildBenchBundles(): Promise<BenchBundles> {
  benchBundles ??= bundleNodeEntries(
    { 'app-server': path.join(import.meta.dirname, 'app-server.ts'), worker: path.join(REPOSITORY_ROOT, 'workers/main.ts') },
    path.join(REPOSITORY_ROOT, 'dist/bench'),
  ).then(([appServer, worker]) => ({ appServer: appServer!, worker: worker! }));
  return benchBundles;
}

/** The node arguments and environment production runs a bundle with (package.json `start`). */
export function bundledProcess(bundle: string, env: Environment): { args: string[]; env: Environment } {
  const inherited = processEnvironment();
  return {
    args: ['--enable-source-maps', bundle],
    env: { ...inherited, NODE_COMPILE_CACHE: inherited.NODE_COMPILE_CACHE ?? path.join(REPOSITORY_ROOT, '.data/compile-cache'), ...env },
  };
}

/** Another build of the API (an A/B's other commit, directory-ab.bench.ts) and node flags to start it with. */
export type ChildServerBuild = { appServer?: string; nodeArgs?: readonly string[] };

/** Starts the bundled support/app-server.ts in `mode` and resolves with its URL once it listens. */
export async function startChildServer(mode: 'app' | 'hello' | 'ceiling', env: Environment = {}, build: ChildServerBuild = {}): Promise<ChildServer> {
  const appServer = build.appServer ?? (await buildBenchBundles()).appServer;
  const bundled = bundledProcess(appServer, env);
  return new Promise((resolve, reject) => {
    const spawnedAt = performance.now();
    // --expose-gc only lets the benchmark ask for a collection (heapAfterGc); nothing else calls it.
    const child: ChildProcess = spawn(process.execPath, ['--expose-gc', ...(build.nodeArgs ?? []), ...bundled.args, mode], {
      env: bundled.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const failed = (code: number | null) => reject(new Error(`${mode} server exited with ${code}`));
    child.once('exit', failed);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (!match) return;
      child.off('exit', failed);
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        listeningAfterMs: performance.now() - spawnedAt,
        sinceSpawnMs: () => performance.now() - spawnedAt,
        rssMiB: () => residentMiB(child.pid!),
        cpuMs: () => cpuTimeMs(child.pid!),
        heapAfterGc: () =>
          new Promise((done) => {
            const read = (chunk: Buffer) => {
              const found = /heap-after-gc (\d+) (\d+)/.exec(chunk.toString());
              if (!found) return;
              child.stdout!.off('data', read);
              done({ heap: Number(found[1]), rss: Number(found[2]) });
            };
            child.stdout!.on('data', read);
            child.kill('SIGUSR2');
          }),
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

function cpuTimeMs(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat (after the command name's closing parenthesis), in clock ticks of 1/100 s.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib === undefined ? Number.NaN : Number(kib) / 1024;
}

/** Polls `url` every 20 ms until it answers 200 (at most `timeoutMs`). */
export async function waitForOk(url: string, timeoutMs = 300_000): Promise<void> {
  const answersOk = () =>
    fetch(url).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    );
  await waitFor(answersOk, timeoutMs, 20);
}

/**
 * The API as production runs it (NODE_ENV=production: secure cookies, proxy trust, no request
 * log exemption) minus the web files, logging silenced so the logger's I/O is not measured.
 */
export function productionLikeEnvironment(databaseUrl: string, redisUrl: string, redisPrefix: string, extra: Environment = {}): Environment {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    // Required in production; the API itself never sends mail (the worker does).
    SMTP_URL: 'smtp://127.0.0.1:25',
    JWT_SECRET: randomBytes(32).toString('hex'),
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    ...extra,
  };
}
