import pg from 'pg';
import type { Environment } from '../../src/config.ts';
import { startUpOf } from './directory-search.bench.ts';
import { startChildServer, type ChildServer, type ChildServerBuild } from './support/child-server.ts';
import { runLoad } from './support/load-run.ts';

type Path = { path: string };

/** Ten connections, as issue 43 measures a fresh process's first traffic. */
export const COLD_CONNECTIONS = 10;

export type ColdSide = {
  label: string;
  /** The side's own database (its search history is emptied before each of its starts). */
  databaseUrl: string;
  environment: () => Environment;
  build: ChildServerBuild;
};

export type ColdRow = {
  p50: number[];
  p95: number[];
  cpuMs: number;
  searches: number;
  errors: number;
  firstAnswerMs: number[];
  readyMs: number[];
  rssReadyMiB: number[];
  rssEndMiB: number[];
};

/**
 * Every path once, in order, over `connections` connections: each search is asked once, so each
 * is computed (nothing a fresh process holds answers it, save the warm start's landing searches).
 */
function eachOnce(paths: readonly Path[]) {
  let next = 0;
  return [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length]!.path }) }];
}

/**
 * The cold rows of an A/B (BENCH_AB_MODE=cold): per round, each side in turn (reversed every other
 * round) starts a fresh process from the index snapshot with no search history, waits until it
 * reports ready (as a load balancer would), then answers each of `paths` once at ten
 * connections. Its first answer, readiness, p50/p95 and CPU per search are kept; the process is
 * stopped before the next side starts, so no side's cold start competes with another's.
 */
export async function runColdRounds(
  sides: readonly ColdSide[],
  paths: readonly Path[],
  rounds: number,
  headers: Record<string, string>,
): Promise<ColdRow[]> {
  const rows: ColdRow[] = sides.map(() => ({ p50: [], p95: [], cpuMs: 0, searches: 0, errors: 0, firstAnswerMs: [], readyMs: [], rssReadyMiB: [], rssEndMiB: [] }));
  for (let round = 0; round < rounds; round++) {
    const order = sides.map((_, i) => i);
    for (const i of round % 2 === 0 ? order : order.reverse()) {
      // A process's warm start computes the searches earlier processes counted: none here, so
      // every side starts from the landing and home-form searches alone.
      const side = sides[i]!;
      await forgetSearchHistory(side.databaseUrl);
      const server: ChildServer = await startChildServer('app', side.environment(), side.build);
      try {
        const startUp = await startUpOf(side.label, server);
        const row = rows[i]!;
        row.firstAnswerMs.push(startUp.firstAnswerMs);
        row.readyMs.push(startUp.readyMs);
        row.rssReadyMiB.push(startUp.rssMiB);
        const cpuBefore = server.cpuMs();
        const burst = await runLoad(side.label, server.url, {
          connections: COLD_CONNECTIONS,
          amount: paths.length,
          warmup: 0,
          requests: eachOnce(paths).map((request) => ({ ...request, headers })),
        });
        row.cpuMs += server.cpuMs() - cpuBefore;
        row.searches += burst.requests;
        row.errors += burst.errors;
        row.p50.push(burst.p50);
        row.p95.push(burst.p95);
        row.rssEndMiB.push(server.rssMiB());
      } finally {
        await server.stop();
      }
    }
  }
  return rows;
}

async function forgetSearchHistory(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM directory_popular_searches');
  } finally {
    await client.end();
  }
}
