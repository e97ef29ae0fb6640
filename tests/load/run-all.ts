import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateUp } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { dropDatabase, ensureDatabase } from '../../src/platform/services/local-postgres.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { newRunId, startTestServices } from '../setup/services.ts';
import { createOriginalSchema } from './original-approach.ts';
import { markdownTable, measure, type Measurement } from './measure.ts';
import { seedDirectory } from './seed-directory.ts';
import { runSelectedBenches, type BenchContext } from './support/run-benches.ts';
import { benchPlatformHttp } from './platform-http.bench.ts';
import { benchEventPipeline } from './event-pipeline.bench.ts';
import { benchSignIn } from './sign-in.bench.ts';
import { benchDirectorySearch } from './directory-search.bench.ts';
import { keepIndexSnapshotAt } from './support/bench-database.ts';
import { benchDirectoryAb } from './directory-ab.bench.ts';
import { benchDirectoryEngine } from './directory-engine.bench.ts';
import { benchFaults } from './faults.bench.ts';
import { benchLcp, benchLcpMobile } from './lcp.bench.ts';
import { benchServerRender } from './server-render.bench.ts';
import { benchSoak } from './soak.bench.ts';
import { benchFuzz } from './fuzz.bench.ts';

/**
 * `npm run bench`: the directory search benchmark (docs/benchmarks.md, 'Directory search').
 * Same service bootstrap as the tests (testcontainers, TEST_DATABASE_URL/REDIS_URL, or embedded
 * PostgreSQL + local redis-server); its own databases, dropped at the end.
 * BENCH_SIZE (default 100000) and BENCH_DURATION (seconds per scenario, default 10) adjust it.
 */
const SEED = 20261122;
const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const COMPARISON_SIZES = [1_000, 10_000];

/** Three filter mixes a client would send, free text, and the bare /browse landing; all return facets. */
const SCENARIOS: [string, string][] = [
  ['home form: role + location + availability', '/api/directory?role=vp%20talent&location=germany&availability=fractional'],
  [
    'sidebar: region + 2 industries + years + language',
    '/api/directory?region=europe&industries=technology-saas,financial-services&yearsExperience=10%2B&languages=english',
  ],
  [
    'broad: availability + 2 sizes + 2 price bands, page 2',
    '/api/directory?availability=contract&companySizes=startup,small&priceBands=500-1000,1000-1500&page=2',
  ],
  ['free text: q=greenhouse', '/api/directory?q=greenhouse'],
  ['no filters (landing /browse)', '/api/directory'],
];

type Server = { url: string; child: ChildProcess };

function startServer(mode: 'app' | 'hello' | 'original', env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts'), mode], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    });
  });
}

async function stopServer(server: Server): Promise<void> {
  server.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function withServer<T>(mode: 'app' | 'hello' | 'original', env: Record<string, string>, work: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer(mode, env);
  try {
    return await work(server.url);
  } finally {
    await stopServer(server);
  }
}

async function prepareDatabase(serverUrl: string, name: string, size: number, withOriginal: boolean): Promise<string> {
  await dropDatabase(serverUrl, name);
  const url = await ensureDatabase(serverUrl, name);
  const orm = await openDatabase({ database: { url, poolMax: 2 } });
  const reference = await (async () => {
    try {
      await migrateUp(orm);
      return await loadReferenceData(orm.em.fork());
    } finally {
      await orm.close();
    }
  })();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const executives = await seedDirectory(client, reference, size, SEED);
    if (withOriginal) await createOriginalSchema(client, executives);
    console.error(`seeded ${size} executives into ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  // The deploy step (decision 033): the API processes start from the index snapshot.
  await keepIndexSnapshotAt(url);
  return url;
}

/** req/s with two decimals below 100 and three below 1: the original runs at 0.04-1 req/s, so ratios need them. */
function comparisonTable(rows: readonly Measurement[]): string {
  const rate = (value: number) => value.toFixed(value >= 100 ? 0 : value >= 1 ? 2 : 3);
  const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  return [
    '| Scenario | Connections | Requests | Errors | req/s | p50 ms | p95 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.connections} | ${r.requests} | ${r.errors} | ${rate(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`),
  ].join('\n');
}

/**
 * The current search against the original product's read at 1,000 and 10,000 executives: one
 * connection, no cache, the same unfiltered request. Each database is added to `databases` for the
 * caller to drop.
 */
async function compareWithOriginal(
  serverUrl: string,
  redisUrl: string,
  runId: string,
  databases: string[],
  say: (line?: string) => void,
): Promise<void> {
  const comparison: Measurement[] = [];
  for (const size of COMPARISON_SIZES) {
    const name = `tl_${runId}_${size}`;
    databases.push(name);
    const url = await prepareDatabase(serverUrl, name, size, true);
    // Like for like: one connection, no cache, the same request (every approved executive, unfiltered).
    await withServer('app', { DATABASE_URL: url, REDIS_URL: redisUrl, REDIS_PREFIX: `${runId}-bench`, DIRECTORY_SEARCH_CACHE_ENTRIES: '0' }, async (base) => {
      comparison.push(
        await measure(`${size}: directory search, no filters, no cache`, base, ['/api/directory'], { connections: 1, duration: DURATION }),
      );
    });
    await withServer('original', { DATABASE_URL: url }, async (base) => {
      comparison.push(
        await measure(`${size}: original approach (all rows + link tables one by one)`, base, ['/original'], {
          connections: 1,
          ...(size > 1000 ? { amount: 5, warmup: 0 } : { duration: DURATION }),
        }),
      );
    });
  }
  say('### Against the original approach');
  say();
  say(comparisonTable(comparison));
  say();
  for (const size of COMPARISON_SIZES) {
    const ours = comparison.find((m) => m.label.startsWith(`${size}: directory`))!;
    const original = comparison.find((m) => m.label.startsWith(`${size}: original`))!;
    say(
      `At ${size}: ${(ours.requestsPerSecond / original.requestsPerSecond).toFixed(1)}× the original's throughput ` +
        `(${ours.requestsPerSecond.toFixed(2)} vs ${original.requestsPerSecond.toFixed(3)} req/s); ` +
        `median latency ${ours.p50.toFixed(1)} ms vs ${original.p50.toFixed(0)} ms (${(original.p50 / ours.p50).toFixed(1)}× lower).`,
    );
  }
}

async function main(): Promise<void> {
  const runId = `bench${newRunId()}`;
  const services = await startTestServices(runId);
  console.error(`services: ${services.source}`);
  const databases: string[] = [];
  const out: string[] = [];
  const say = (line = '') => {
    out.push(line);
    console.log(line);
  };
  try {
    const mainDb = `tl_${runId}_${SIZE}`;
    databases.push(mainDb);
    const mainUrl = await prepareDatabase(services.databaseServerUrl, mainDb, SIZE, false);
    const appEnv = (url: string, cacheEntries: number) => ({
      DATABASE_URL: url,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: `${runId}-bench`,
      DIRECTORY_SEARCH_CACHE_ENTRIES: String(cacheEntries),
    });

    say(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${SIZE} executives; ${DURATION} s per scenario.`);
    say();
    const rows: Measurement[] = [];
    rows.push(await withServer('hello', {}, (url) => measure('bare Fastify hello-world', url, ['/'], { connections: 50, duration: DURATION })));
    // Cached: the product as shipped (results reused while the directory version is unchanged).
    // No cache: every request computes its page and all facet counts; one connection, so the
    // figures are the cost of one search rather than a queue behind fifty slow ones.
    for (const [cache, entries, connections] of [['cached', 1000, 50], ['no cache', 0, 1]] as const) {
      await withServer('app', appEnv(mainUrl, entries), async (url) => {
        for (const [label, path] of SCENARIOS) {
          rows.push(await measure(`${label} (${cache})`, url, [path], { connections, duration: DURATION }));
        }
        rows.push(await measure(`all five mixed (${cache})`, url, SCENARIOS.map(([, p]) => p), { connections, duration: DURATION }));
      });
    }
    say(`### Search at ${SIZE} executives`);
    say();
    say(markdownTable(rows));
    say();

    await compareWithOriginal(services.databaseServerUrl, services.redisUrl, runId, databases, say);
  } finally {
    for (const name of databases) await dropDatabase(services.databaseServerUrl, name).catch(() => undefined);
    await services.stop();
    await rm(path.resolve('.data', 'test-runs', runId), { recursive: true, force: true });
  }
}

/** `npm run bench -- directory-original`: only the comparison with the original approach. */
async function benchDirectoryOriginal({ services, runId, say }: BenchContext): Promise<void> {
  const databases: string[] = [];
  try {
    await compareWithOriginal(services.databaseServerUrl, services.redisUrl, runId, databases, say);
  } finally {
    for (const name of databases) await dropDatabase(services.databaseServerUrl, name).catch(() => undefined);
  }
}

// `npm run bench -- <name...>` runs only those (directory, platform-http, event-pipeline, sign-in,
// directory-search, directory-ab, directory-engine, directory-original, fuzz...).
runSelectedBenches(process.argv.slice(2), main, {
  'directory-original': benchDirectoryOriginal,
  'platform-http': benchPlatformHttp,
  'event-pipeline': benchEventPipeline,
  'sign-in': benchSignIn,
  'directory-search': benchDirectorySearch,
  'directory-ab': benchDirectoryAb,
  'directory-engine': benchDirectoryEngine,
  faults: benchFaults,
  lcp: benchLcp,
  'server-render': benchServerRender,
  'lcp-mobile': benchLcpMobile,
  soak: benchSoak,
  fuzz: benchFuzz,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
