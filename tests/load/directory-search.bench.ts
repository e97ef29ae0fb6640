import { processEnvironment, type Environment } from '../../src/config.ts';
import { openDatabase } from '../../src/database.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { upsertDirectoryEntry } from '../../src/modules/directory/index.ts';
import { generateDirectoryPaths, MIX_FAMILIES, type MixFamily } from './directory-mixes.ts';
import type { Measurement } from './measure.ts';
import { directorySnapshotOf, seedDirectoryAt, type GeneratedExecutive } from './seed-directory.ts';
import { createBenchDatabase, keepIndexSnapshotAt } from './support/bench-database.ts';
import { benchFirstDeploy } from './directory-first-deploy.ts';
import { productionLikeEnvironment, startChildServer, waitForOk, type ChildServer } from './support/child-server.ts';
import { runLoad } from './support/load-run.ts';
import { describeLoad } from './support/machine.ts';
import type { BenchContext } from './support/run-benches.ts';

const env = processEnvironment();
const SIZE = Number(env.BENCH_SIZE ?? 100_000);
/** Distinct search URLs in the rotation (BENCH_DIRECTORY_PATHS). */
const PATHS = Number(env.BENCH_DIRECTORY_PATHS ?? 400);
const CONNECTIONS = 50;
/** Distinct URLs of the Zipf rows (BENCH_DIRECTORY_ZIPF_PATHS), requested with Zipf popularity. */
const ZIPF_PATHS = Number(env.BENCH_DIRECTORY_ZIPF_PATHS ?? 2000);
/**
 * Seconds between two profile changes in the Zipf row with writes (BENCH_DIRECTORY_CHANGE_EVERY):
 * 10 s is 8,640 changes a day, every one of 100,000 executives editing about every 12 days.
 */
const CHANGE_EVERY = Number(env.BENCH_DIRECTORY_CHANGE_EVERY ?? 10);
/**
 * Which rows to run (BENCH_DIRECTORY_ROWS): `all` (default); `cached`: only the warm cached rows,
 * the ceiling and the hello-world control, a two-minute run to try a change to the cached path;
 * `start`: only the deploy step's build of the index snapshot and two fresh processes' start-up
 * from it, the way to measure start-up at 1,000,000 without the hour the uncached rows take there;
 * `first-deploy`: no snapshot built, an API and a worker started together under traffic from the
 * first second (directory-first-deploy.ts, decision 033).
 */
const ROWS = env.BENCH_DIRECTORY_ROWS ?? 'all';
if (ROWS !== 'all' && ROWS !== 'cached' && ROWS !== 'start' && ROWS !== 'first-deploy') {
  throw new Error(`BENCH_DIRECTORY_ROWS must be all, cached, start or first-deploy, not ${ROWS}`);
}
const ONLY_CACHED = ROWS === 'cached';
const ONLY_START = ROWS === 'start';

export type Path = { family: MixFamily; path: string };

/** Every request picks a random URL of the rotation, so connections never march in step. */
export function rotating(paths: readonly Path[]) {
  return [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]!.path }) }];
}

/**
 * Zipf popularity (exponent 1), as search traffic has: the URL at rank r is requested in
 * proportion to 1 / r, so a few searches (the landing page, common home-form mixes) are most of the
 * traffic and a long tail is asked once in a while. Ranks follow the generated order.
 */
function zipf(paths: readonly Path[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= paths.length; rank++) cumulative.push((sum += 1 / rank));
  const pickPath = () => {
    const target = Math.random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return paths[low]!.path;
  };
  return [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: pickPath() }) }];
}

/**
 * A profile change every `seconds` while `work` runs, as executives editing approved profiles
 * make them: each one rewrites a directory entry through the facade and bumps the directory
 * version, so every cached answer is recomputed on its next request. Returns how many were made.
 */
async function withProfileChanges(databaseUrl: string, executives: readonly GeneratedExecutive[], seconds: number, work: () => Promise<void>): Promise<number> {
  const orm = await openDatabase({ database: { url: databaseUrl, poolMax: 1 } });
  let changes = 0;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const executive = executives[(changes * 7919) % executives.length]!;
    const snapshot = { ...directorySnapshotOf(executive), yearsExperience: 1 + (changes % 25), title: `Head of People ${changes}` };
    changes++;
    running = running.then(() => orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshot)));
  }, seconds * 1000);
  try {
    await work();
  } finally {
    clearInterval(timer);
    await running;
    await orm.close();
  }
  return changes;
}

/** Requests every URL once (4 at a time), so the measured run starts with warm caches; returns the mean answer size in bytes. */
export async function warm(url: string, paths: readonly Path[]): Promise<number> {
  let next = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) {
        const res = await fetch(`${url}${paths[next++]!.path}`);
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
        bytes += (await res.arrayBuffer()).byteLength;
      }
    }),
  );
  return Math.round(bytes / paths.length);
}

/**
 * The results table, req/s to two decimals below 100 and three below 1 (so ratios can be checked) and
 * latencies to 0.1 ms below 100.
 */
function resultsTable(rows: readonly Measurement[], ceilings: ReadonlyMap<number, Measurement>): string {
  const rate = (value: number) => value.toFixed(value >= 100 ? 0 : value >= 1 ? 2 : 3);
  const ms = (value: number) => (Number.isNaN(value) ? '—' : value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2));
  const ratio = (r: Measurement) => {
    const ceiling = ceilings.get(r.connections);
    return ceiling ? (r.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2) : '—';
  };
  return [
    '| Scenario | Connections | Requests | Errors | req/s | × ceiling | p50 ms | p95 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.label} | ${r.connections} | ${r.requests} | ${r.errors} | ${rate(r.requestsPerSecond)} | ${ratio(r)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`,
    ),
  ].join('\n');
}

/**
 * How a fresh API process starts: to listening, to its first search answered (and its RSS then,
 * before the warm start has filled the cache), to ready, and its RSS then.
 */
type StartUp = { label: string; listeningMs: number; firstAnswerMs: number; firstAnswerRssMiB: number; readyMs: number; rssMiB: number };

export async function startUpOf(label: string, server: ChildServer): Promise<StartUp> {
  await waitForOk(`${server.url}/api/directory`);
  const firstAnswerMs = server.sinceSpawnMs();
  const firstAnswerRssMiB = server.rssMiB();
  await waitForOk(`${server.url}/api/ready`);
  const readyMs = server.sinceSpawnMs();
  return { label, listeningMs: server.listeningAfterMs, firstAnswerMs, firstAnswerRssMiB, readyMs, rssMiB: server.rssMiB() };
}

function startUpTable(rows: readonly StartUp[]): string {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return [
    '| Fresh API process | Listening s | First search answered s | RSS then MiB | /api/ready s | RSS then MiB |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.label} | ${s(r.listeningMs)} | ${s(r.firstAnswerMs)} | ${r.firstAnswerRssMiB.toFixed(0)} | ${s(r.readyMs)} | ${r.rssMiB.toFixed(0)} |`,
    ),
  ].join('\n');
}

/**
 * Waits (at most 30 s) until a cheap search answers in under 50 ms: an overloaded row leaves
 * statements running in PostgreSQL after autocannon stops, which would otherwise slow the next row.
 */
async function settle(url: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const started = Date.now();
    const res = await fetch(`${url}/api/directory?role=cpo`);
    await res.arrayBuffer();
    if (Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function withServer<T>(mode: 'app' | 'hello' | 'ceiling', environment: Environment, work: (server: ChildServer) => Promise<T>): Promise<T> {
  const server = await startChildServer(mode, environment);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/**
 * Directory search under a realistic rotation (docs/benchmarks.md, 'Directory search'): a few
 * hundred distinct URLs over the three filter mixes, free text and the landing page, with page
 * numbers, each request picking one at random. Measured warm (every URL served once before: the
 * cache's best case) and uncached (DIRECTORY_SEARCH_CACHE_ENTRIES=0: every request computes its
 * page and counts), with the in-memory facet index and, for comparison, counting in SQL.
 */
export async function benchDirectorySearch({ services, runId, duration, say }: BenchContext): Promise<void> {
  const database = await createBenchDatabase(services.databaseServerUrl, `tl_${runId}_dirsearch`);
  try {
    const orm = await openDatabase({ database: { url: database.url, poolMax: 2 } });
    const reference = await loadReferenceData(orm.em.fork()).finally(() => orm.close());
    const started = Date.now();
    const executives = await seedDirectoryAt(database.url, reference, SIZE);
    console.error(`seeded ${SIZE} executives in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const paths = generateDirectoryPaths(reference, PATHS);
    if (ROWS === 'first-deploy') {
      await benchFirstDeploy({ databaseUrl: database.url, redisUrl: services.redisUrl, runId, size: SIZE, paths, duration, say });
      return;
    }
    // The deploy step (decision 033): every API process below starts from this snapshot.
    const buildStarted = Date.now();
    const build = await keepIndexSnapshotAt(database.url);
    const buildSeconds = ((Date.now() - buildStarted) / 1000).toFixed(1);
    console.error(`index snapshot: ${build.outcome} in ${buildSeconds} s`);
    const zipfPaths = generateDirectoryPaths(reference, ZIPF_PATHS);
    const app = (extra: Record<string, string>) =>
      productionLikeEnvironment(database.url, services.redisUrl, `${runId}-dirsearch`, extra);
    const rows: Measurement[] = [];
    const loads: string[] = [];
    const measured = async (label: string, run: () => Promise<Measurement>) => {
      const before = describeLoad();
      rows.push(await run());
      loads.push(`${label}: ${before} → ${describeLoad()}`);
    };

    const startUps: StartUp[] = [];
    const ceilings = new Map<number, Measurement>();
    const familyDuration = Math.max(3, Math.round(duration / 2));
    const familyOf = (family: MixFamily) => paths.filter((p) => p.family === family);
    /** A fresh process's first traffic: every URL's first request computes it (no warm-up). */
    const coldZipf = (process: string, url: string) =>
      runLoad(`Zipf popularity over ${zipfPaths.length} URLs, ${process} (no warm-up)`, url, {
        connections: CONNECTIONS,
        duration,
        warmup: 0,
        requests: zipf(zipfPaths),
      });
    let answerBytes = 0;
    // A fresh process on a directory no process has searched before: its warm start has no
    // history, only the landing and home-form searches. Cold Zipf first, then the warm rows.
    await withServer('app', app({}), async (server) => {
      startUps.push(await startUpOf('first process (snapshot from the deploy step, no search history)', server));
      if (ONLY_START) return;
      if (!ONLY_CACHED) {
        await measured('zipf cold', () => coldZipf('fresh process with no search history', server.url));
      }
      answerBytes = await warm(server.url, paths);
      await measured('warm', () =>
        runLoad(`rotation of ${paths.length} URLs, warm caches (every URL served once before)`, server.url, {
          connections: CONNECTIONS,
          duration,
          requests: rotating(paths),
        }),
      );
      await measured('warm 1', () =>
        runLoad(`rotation of ${paths.length} URLs, warm caches`, server.url, { connections: 1, duration, requests: rotating(paths) }),
      );
      for (const family of MIX_FAMILIES) {
        const only = familyOf(family);
        await measured(`warm ${family}`, () =>
          runLoad(`${family} only (${only.length} URLs), warm`, server.url, { connections: CONNECTIONS, duration: familyDuration, requests: rotating(only) }),
        );
      }
    });
    if (ONLY_START) {
      await withServer('app', app({}), async (server) => {
        startUps.push(await startUpOf('next process (snapshot restored)', server));
      });
      say();
      say(`### Directory search: start-up, ${SIZE} executives`);
      say();
      say(`The deploy step (\`npm run directory -- build-snapshot\`) built the index snapshot in ${buildSeconds} s.`);
      say();
      say(startUpTable(startUps));
      return;
    }
    // The ceiling: the wire's limit for an answer of the product's mean size, in the same run.
    await withServer('ceiling', { BENCH_CEILING_BYTES: String(answerBytes) }, async (server) => {
      for (const connections of [CONNECTIONS, 1]) {
        const row = await runLoad(`ceiling: bare Fastify sending a pre-built ${answerBytes}-byte answer`, server.url, {
          connections,
          duration,
          requests: rotating(paths),
        });
        ceilings.set(connections, row);
        rows.push(row);
      }
    });
    await withServer('hello', {}, async (server) =>
      measured('hello', () => runLoad('bare Fastify hello-world', server.url, { connections: CONNECTIONS, duration, requests: [{ method: 'GET', path: '/' }] })),
    );
    let changes = 0;
    if (!ONLY_CACHED) {
      // A deploy: a fresh process after the first one served the Zipf and rotation traffic, so its
      // warm start computes the searches that traffic made popular before it reports ready.
      await withServer('app', app({}), async (server) => {
        startUps.push(await startUpOf('next process (with the previous process’s search history)', server));
        await measured('zipf cold history', () => coldZipf('fresh process after a previous one', server.url));
      });
      // Steady state: every URL was served once before (as in a process that has run for a while),
      // and a profile change every CHANGE_EVERY seconds during a run twice as long as the others.
      await withServer('app', app({}), async (server) => {
        await warm(server.url, zipfPaths);
        changes = await withProfileChanges(database.url, executives, CHANGE_EVERY, () =>
          measured('zipf writes', () =>
            runLoad(
              `Zipf over ${zipfPaths.length} URLs, every URL served once before, a profile change every ${CHANGE_EVERY} s (${2 * duration} s run)`,
              server.url,
              { connections: CONNECTIONS, duration: 2 * duration, requests: zipf(zipfPaths) },
            ),
          ),
        );
      });
      await withServer('app', app({ DIRECTORY_SEARCH_CACHE_ENTRIES: '0' }), async (server) => {
        await measured('uncached 50', () =>
          runLoad(`rotation, uncached, facet index`, server.url, { connections: CONNECTIONS, duration, requests: rotating(paths) }),
        );
        await settle(server.url);
        // Free text last: it saturates both cores, and what it leaves running is waited out after.
        for (const family of [...MIX_FAMILIES.filter((f) => f !== 'free text'), 'free text'] as MixFamily[]) {
          const only = familyOf(family);
          await measured(`uncached 50 ${family}`, () =>
            runLoad(`${family} only (${only.length} URLs), uncached, facet index`, server.url, {
              connections: CONNECTIONS,
              duration: familyDuration,
              requests: rotating(only),
            }),
          );
          await settle(server.url);
        }
        await measured('uncached 1', () =>
          runLoad(`rotation, uncached, facet index`, server.url, { connections: 1, duration, requests: rotating(paths) }),
        );
        for (const family of MIX_FAMILIES) {
          const only = familyOf(family);
          await measured(`uncached 1 ${family}`, () =>
            runLoad(`${family} only (${only.length} URLs), uncached, facet index`, server.url, {
              connections: 1,
              duration: familyDuration,
              requests: rotating(only),
            }),
          );
        }
      });
      await withServer('app', app({ DIRECTORY_SEARCH_CACHE_ENTRIES: '0', DIRECTORY_FACET_INDEX: 'false' }), async (server) => {
        await measured('sql 1', () =>
          runLoad(`rotation, uncached, counts in SQL (no facet index)`, server.url, { connections: 1, duration, requests: rotating(paths) }),
        );
      });
    }

    say();
    say(`### Directory search: rotating mix, ${SIZE} executives, ${paths.length} distinct URLs, ${duration} s per row`);
    say();
    say(resultsTable(rows, ceilings));
    say();
    say(startUpTable(startUps));
    say();
    say(`Load average (1 / 5 / 15 min) before → after each row: ${loads.join('; ')}.`);
    if (!ONLY_CACHED) say(`Profile changes during the Zipf row with writes (its 2 s warm-up included): ${changes}.`);
  } finally {
    await database.drop();
  }
}
