import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { processEnvironment } from '../../src/config.ts';
import { openDatabase } from '../../src/database.ts';
import { bundleNodeEntries } from '../../src/cli/build-server.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { generateDirectoryPaths, type MixFamily } from './directory-mixes.ts';
import { rotating, warm } from './directory-search.bench.ts';
import { seedDirectoryAt } from './seed-directory.ts';
import { copyBenchDatabase, createBenchDatabase, keepIndexSnapshotAt, type BenchDatabase } from './support/bench-database.ts';
import { productionLikeEnvironment, startChildServer, type ChildServer } from './support/child-server.ts';
import { runLoad } from './support/load-run.ts';
import { COLD_CONNECTIONS, runColdRounds } from './directory-ab-cold.ts';
import { describeLoad } from './support/machine.ts';
import type { BenchContext } from './support/run-benches.ts';

const env = processEnvironment();
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');
const SIZE = Number(env.BENCH_SIZE ?? 100_000);
const ROUNDS = Number(env.BENCH_AB_ROUNDS ?? 6);
const SECONDS = Number(env.BENCH_AB_SECONDS ?? 4);
/**
 * `cached` (50 connections, every URL served once before), `uncached` (one connection, no cache) or
 * `cold` (a fresh process per side and round, each URL asked once at ten connections: directory-ab-cold.ts).
 */
const MODE = env.BENCH_AB_MODE ?? 'cached';
if (MODE !== 'cached' && MODE !== 'uncached' && MODE !== 'cold') throw new Error(`BENCH_AB_MODE must be cached, uncached or cold, not ${MODE}`);
const FAMILY = env.BENCH_AB_FAMILY as MixFamily | undefined;
/**
 * What the load's requests accept (decision 046): `br` as browsers do (the default: answers go
 * compressed, and the ceiling sends pre-built compressed bytes of the product's compressed size),
 * or `identity` (no compression anywhere: the runs before issue 32).
 */
const ENCODING = env.BENCH_AB_ENCODING ?? 'br';
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
if (ENCODING !== 'br' && ENCODING !== 'gzip' && ENCODING !== 'identity') throw new Error(`BENCH_AB_ENCODING must be br, gzip or identity, not ${ENCODING}`);

/** `label=ref[@node flags]`: a git commit (or `.` for the working tree) and the flags its API starts with. */
type Side = { label: string; ref: string; nodeArgs: string[] };

function sidesOf(spec: string): Side[] {
  return spec.split(',').map((part) => {
    const [labelled, flags = ''] = part.split('@');
    const at = labelled!.indexOf('=');
    if (at <= 0) throw new Error(`BENCH_AB: expected label=ref, got ${part}`);
    return { label: labelled!.slice(0, at), ref: labelled!.slice(at + 1), nodeArgs: flags.split(' ').filter(Boolean) };
  });
}

/**
 * The side's API bundle: the working tree's (`.`), or a commit's, checked out in a worktree inside
 * the project (its bundle imports the packages from node_modules, found from the bundle's folder).
 */
async function bundleOf(side: Side): Promise<{ appServer?: string; remove: () => void }> {
  if (side.ref === '.') return { remove: () => undefined };
  const tree = path.join(REPOSITORY_ROOT, '.data', 'ab', side.label);
  // A run stopped half-way leaves its worktree (or only the folder, after a fresh clone): start clean.
  rmSync(tree, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: REPOSITORY_ROOT });
  execFileSync('git', ['worktree', 'add', '--detach', tree, side.ref], { cwd: REPOSITORY_ROOT, stdio: 'ignore' });
  const [appServer] = await bundleNodeEntries({ 'app-server': path.join(tree, 'tests/load/support/app-server.ts') }, path.join(tree, 'dist-ab'));
  return { appServer, remove: () => execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: REPOSITORY_ROOT }) };
}

/** The mean size of the answers as sent (not decoded: fetch would decode them), over the first 50 URLs. */
async function meanWireBytes(url: string, paths: readonly { path: string }[], encoding: string): Promise<number> {
  const sample = paths.slice(0, 50);
  let bytes = 0;
  // A kept answer is compressed by the first request that accepts the encoding (decision 046), so each answer's first sending already has its size.
  for (const { path: urlPath } of sample) {
    bytes += await new Promise<number>((resolve, reject) => {
      http
        .get(`${url}${urlPath}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => (size += chunk.length));
          res.on('end', () => resolve(size));
        })
        .on('error', reject);
    });
  }
  return Math.round(bytes / sample.length);
}

/** A side as the tables name it: its label, then the commit and any node flags it ran with. */
const sideName = (side: Side) => `${side.label} (${side.ref}${side.nodeArgs.length ? ` ${side.nodeArgs.join(' ')}` : ''})`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `npm run bench -- directory-ab` (docs/benchmarks.md): an interleaved A/B of the directory search
 * between builds of the API (BENCH_AB, default `before=HEAD,after=.`: the last commit against the
 * working tree), on one seeded directory, with the ceiling (a bare Fastify sending a pre-built
 * answer) running beside them. Every side is warmed with the same rotation, then ROUNDS rounds
 * alternate a burst on each side (in reverse order every other round), so the machine's drift falls
 * on all alike: what whole runs minutes apart cannot show on a shared machine. Reports per side the
 * requests per second of every round, the ratio to the ceiling, one connection's p50/p95, the
 * server's CPU per request (from /proc) and its RSS.
 */
export async function benchDirectoryAb({ services, runId, say }: BenchContext): Promise<void> {
  const sides = sidesOf(env.BENCH_AB ?? 'before=HEAD,after=.');
  const builds = await Promise.all(sides.map(bundleOf));
  const database = await createBenchDatabase(services.databaseServerUrl, `tl_${runId}_dirab`);
  const servers: ChildServer[] = [];
  const sideDatabases: BenchDatabase[] = [];
  try {
    const orm = await openDatabase({ database: { url: database.url, poolMax: 2 } });
    const reference = await loadReferenceData(orm.em.fork()).finally(() => orm.close());
    await seedDirectoryAt(database.url, reference, SIZE);
    const paths = generateDirectoryPaths(reference, 400).filter((p) => !FAMILY || p.family === FAMILY);
    // A side that cannot use the kept snapshot may read every row itself rather than wait for one.
    const extra = { DIRECTORY_INDEX_ROWS_IN_PROCESS: String(SIZE + 1), ...(MODE === 'uncached' ? { DIRECTORY_SEARCH_CACHE_ENTRIES: '0' } : {}) };
    // The deploy step builds the index snapshot (decision 033), so every side starts alike, from it.
    await keepIndexSnapshotAt(database.url);
    // Each side gets its own copy: a side whose code cannot use that snapshot (another format) reads
    // every row once and keeps its own, which in a shared database would replace the others'.
    for (const [i, side] of sides.entries()) sideDatabases.push(await copyBenchDatabase(services.databaseServerUrl, database, `tl_${runId}_dirab_${i}_${side.label}`));
    const sideUrls = sideDatabases.map((copy) => copy.url);
    // Every side's requests carry a browser's user agent, as people send: insights count such
    // searches (decision 050), while a request without one is a script and is not counted.
    const headers = { 'user-agent': BROWSER_USER_AGENT, ...(ENCODING === 'identity' ? {} : { 'accept-encoding': ENCODING }) };
    if (MODE === 'cold') {
      await coldAb(sideUrls, sides, builds, paths, headers, extra, { redisUrl: services.redisUrl, runId, say });
      return;
    }
    for (const [i, side] of sides.entries()) {
      const environment = productionLikeEnvironment(sideUrls[i]!, services.redisUrl, `${runId}-ab-${side.label}`, extra);
      servers.push(await startChildServer('app', environment, { appServer: builds[i]!.appServer, nodeArgs: side.nodeArgs }));
    }
    let answerBytes = 0;
    for (const server of servers) answerBytes = await warm(server.url, paths);
    // The bytes the last side puts on the wire (compressed when it compresses): the ceiling's size.
    if (ENCODING !== 'identity') answerBytes = await meanWireBytes(servers[servers.length - 1]!.url, paths, ENCODING);
    const warmRss = servers.map((server) => server.rssMiB());
    const ceiling = await startChildServer('ceiling', { BENCH_CEILING_BYTES: String(answerBytes), BENCH_CEILING_ENCODING: ENCODING });
    servers.push(ceiling);
    const labels = [...sides.map((side) => side.label), 'ceiling'];
    const requests = rotating(paths).map((request) => ({ ...request, headers }));
    const connections = MODE === 'cached' ? 50 : 1;
    const rows = labels.map(() => ({ rps: [] as number[], p50: [] as number[], p95: [] as number[], cpuMs: 0, requests: 0 }));
    const loadBefore = describeLoad();
    for (let round = 0; round < ROUNDS; round++) {
      const order = labels.map((_, i) => i);
      for (const i of round % 2 === 0 ? order : order.reverse()) {
        const server = servers[i]!;
        // A second of the same load first (not counted), then the measured burst with its CPU time.
        await runLoad(labels[i]!, server.url, { connections, duration: 1, warmup: 0, requests });
        const cpuBefore = server.cpuMs();
        const burst = await runLoad(labels[i]!, server.url, { connections, duration: SECONDS, warmup: 0, requests });
        rows[i]!.cpuMs += server.cpuMs() - cpuBefore;
        rows[i]!.requests += burst.requests;
        rows[i]!.rps.push(burst.requestsPerSecond);
        const single = connections === 1 ? burst : await runLoad(labels[i]!, server.url, { connections: 1, duration: SECONDS, warmup: 1, requests });
        rows[i]!.p50.push(single.p50);
        rows[i]!.p95.push(single.p95);
      }
    }
    const ceilingRow = rows[rows.length - 1]!;
    say();
    say(
      `### Directory A/B (${MODE}${FAMILY ? `, ${FAMILY} only` : ''}): ${SIZE} executives, ${paths.length} URLs, ${ROUNDS} rounds of ${SECONDS} s at ${connections} connection(s), accept-encoding ${ENCODING} (ceiling ${answerBytes} bytes)`,
    );
    say();
    say('| Side | req/s per round | median | × ceiling (median) | p50 / p95 ms at one connection (medians) | CPU µs per request | RSS after warm-up → end MiB |');
    say('|---|---|---:|---:|---|---:|---|');
    rows.forEach((row, i) => {
      const ratios = row.rps.map((rps, round) => rps / ceilingRow.rps[round]!);
      const rss = i < sides.length ? `${Math.round(warmRss[i]!)} → ${Math.round(servers[i]!.rssMiB())}` : '';
      say(
        `| ${i < sides.length ? sideName(sides[i]!) : labels[i]} | ${row.rps.map((rps) => Math.round(rps)).join(', ')} | ${Math.round(median(row.rps))} | ${median(ratios).toFixed(2)} | ${median(row.p50).toFixed(2)} / ${median(row.p95).toFixed(2)} | ${Math.round((row.cpuMs * 1000) / Math.max(1, row.requests))} | ${rss} |`,
      );
    });
    say();
    say(`Load average before → after: ${loadBefore} → ${describeLoad()}.`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const copy of sideDatabases) await copy.drop();
    await database.drop();
    for (const build of builds) build.remove();
  }
}

/**
 * BENCH_AB_MODE=cold: ROUNDS fresh processes per side (directory-ab-cold.ts), then the ceiling's
 * warm p50/p95 at the same ten connections, sending the last side's mean compressed answer.
 */
async function coldAb(
  databaseUrls: readonly string[],
  sides: readonly Side[],
  builds: readonly { appServer?: string }[],
  paths: ReturnType<typeof generateDirectoryPaths>,
  headers: Record<string, string>,
  extra: Record<string, string>,
  { redisUrl, runId, say }: { redisUrl: string; runId: string; say: BenchContext['say'] },
): Promise<void> {
  const coldSides = sides.map((side, i) => ({
    label: side.label,
    databaseUrl: databaseUrls[i]!,
    // A Redis prefix per process: nothing one fresh process left there reaches the next.
    environment: () => productionLikeEnvironment(databaseUrls[i]!, redisUrl, `${runId}-cold-${side.label}-${Math.random().toString(36).slice(2, 8)}`, extra),
    build: { appServer: builds[i]!.appServer, nodeArgs: side.nodeArgs },
  }));
  const rows = await runColdRounds(coldSides, paths, ROUNDS, headers);
  let answerBytes: number;
  const last = await startChildServer('app', coldSides[coldSides.length - 1]!.environment(), coldSides[coldSides.length - 1]!.build);
  try {
    answerBytes = await warm(last.url, paths);
    if (ENCODING !== 'identity') answerBytes = await meanWireBytes(last.url, paths, ENCODING);
  } finally {
    await last.stop();
  }
  const ceiling = await startChildServer('ceiling', { BENCH_CEILING_BYTES: String(answerBytes), BENCH_CEILING_ENCODING: ENCODING });
  const ceilingP50: number[] = [];
  const ceilingP95: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const burst = await runLoad('ceiling', ceiling.url, { connections: COLD_CONNECTIONS, duration: SECONDS, warmup: 1, requests: rotating(paths).map((r) => ({ ...r, headers })) });
      ceilingP50.push(burst.p50);
      ceilingP95.push(burst.p95);
    }
  } finally {
    await ceiling.stop();
  }
  const ceilingWarmP95 = median(ceilingP95);
  say();
  say(
    `### Directory A/B (cold): ${SIZE} executives, ${paths.length} different URLs each asked once by a fresh process per side and round, ${ROUNDS} rounds at ${COLD_CONNECTIONS} connections, accept-encoding ${ENCODING}`,
  );
  say();
  say('| Side | p50 / p95 ms per round | p95 (median) | × ceiling warm p95 | CPU µs per search | errors | first answer / ready s (median) | RSS ready → end MiB (median) |');
  say('|---|---|---:|---:|---:|---:|---|---|');
  rows.forEach((row, i) => {
    const side = sides[i]!;
    const rounds = row.p50.map((p50, round) => `${p50.toFixed(0)} / ${row.p95[round]!.toFixed(0)}`).join(', ');
    say(
      `| ${sideName(side)} | ${rounds} | ${median(row.p95).toFixed(1)} | ${(median(row.p95) / ceilingWarmP95).toFixed(1)} | ${Math.round((row.cpuMs * 1000) / Math.max(1, row.searches))} | ${row.errors} | ${(median(row.firstAnswerMs) / 1000).toFixed(2)} / ${(median(row.readyMs) / 1000).toFixed(2)} | ${Math.round(median(row.rssReadyMiB))} → ${Math.round(median(row.rssEndMiB))} |`,
    );
  });
  say(`| ceiling (warm, ${answerBytes} bytes) | ${ceilingP50.map((p50, round) => `${p50.toFixed(2)} / ${ceilingP95[round]!.toFixed(2)}`).join(', ')} | ${ceilingWarmP95.toFixed(2)} | 1.0 | | | | |`);
}
