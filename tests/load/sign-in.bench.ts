import { setTimeout as sleep } from 'node:timers/promises';
import { processEnvironment } from '../../src/config.ts';
import { openDatabase } from '../../src/database.ts';
import { ARGON2_OPTIONS } from '../../src/modules/identity/domain/password-hasher.ts';
import { createAccount } from '../../src/modules/identity/index.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { markdownTable, type Measurement } from './measure.ts';
import { seedDirectoryAt } from './seed-directory.ts';
import { createBenchDatabase, type BenchDatabase } from './support/bench-database.ts';
import { productionLikeEnvironment, startChildServer } from './support/child-server.ts';
import { runLoad, type LoadOptions } from './support/load-run.ts';
import { describeLoad } from './support/machine.ts';
import type { BenchContext } from './support/run-benches.ts';

const EMAIL = 'bench-client@example.com';
const PASSWORD = 'BenchPass123';
const DIRECTORY_SIZE = 10_000;
/** Connections of the login throughput run, and of the flood that runs next to the probes. */
const LOGIN_CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 50;
/** The probes send a fixed rate, so their latency is the service time, not a queue they made themselves. */
const PROBE_RATE = 100;
const PROBE_CONNECTIONS = 10;

const PROBES: [string, string][] = [
  ['`GET /api/reference`', '/api/reference'],
  ['`GET /api/directory?q=talent` (cache as shipped)', '/api/directory?q=talent'],
];

const signInRequest: LoadOptions = {
  method: 'POST',
  // Without the custom header the CSRF check answers 403 before any hashing.
  headers: { 'content-type': 'application/json', 'x-requested-with': 'talentleaders' },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  requests: [{ method: 'POST', path: '/api/auth/sign-in' }],
};

/** A confirmed client to sign in as, and DIRECTORY_SIZE approved executives for the search probe. */
async function seed(database: BenchDatabase): Promise<void> {
  const orm = await openDatabase({ database: { url: database.url, poolMax: 2 } });
  try {
    await createAccount(orm.em.fork(), { email: EMAIL, password: PASSWORD, userType: 'client', confirmed: true });
    const reference = await loadReferenceData(orm.em.fork());
    await seedDirectoryAt(database.url, reference, DIRECTORY_SIZE);
  } finally {
    await orm.close();
  }
}

/**
 * Sign-in cost and isolation (docs/benchmarks.md, 'Sign-in'): POST /api/auth/sign-in throughput
 * with the production argon2id parameters, then the reference and directory reads at a fixed
 * rate, alone and while a login flood runs. @node-rs/argon2 hashes on libuv's thread pool, so the
 * flood competes for CPU cores but must not hold the event loop.
 */
export async function benchSignIn({ services, runId, duration, say }: BenchContext): Promise<void> {
  const loadBefore = describeLoad();
  const database = await createBenchDatabase(services.databaseServerUrl, `tl_${runId}_signin`);
  try {
    await seed(database);
    const env = productionLikeEnvironment(database.url, services.redisUrl, `${runId}-signin`, {
      // The limiter would answer 429 after 20 attempts; the cost measured here is the one it protects.
      AUTH_RATE_LIMIT_MAX: '1000000000',
    });
    const server = await startChildServer('app', env);
    const rows: Measurement[] = [];
    try {
      const url = server.url;
      rows.push(await runLoad(`sign-in alone (${LOGIN_CONNECTIONS} connections)`, url, { ...signInRequest, connections: LOGIN_CONNECTIONS, duration }));
      for (const [label, path] of PROBES) {
        const probe: LoadOptions = { connections: PROBE_CONNECTIONS, overallRate: PROBE_RATE, duration, requests: [{ method: 'GET', path }] };
        rows.push(await runLoad(`${label} at ${PROBE_RATE}/s, alone`, url, probe));
        // The flood starts first and outlasts the probe's warm-up and measured seconds.
        const flood = runLoad(`sign-in flood (${FLOOD_CONNECTIONS} connections) during the ${label} probe`, url, {
          ...signInRequest,
          connections: FLOOD_CONNECTIONS,
          duration: duration + 4,
          warmup: 0,
        });
        await sleep(1000);
        const during = await runLoad(`${label} at ${PROBE_RATE}/s, during the sign-in flood`, url, probe);
        rows.push(during, await flood);
      }
    } finally {
      await server.stop();
    }
    say();
    say(
      `### Sign-in (argon2id m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}; ` +
        `libuv pool ${processEnvironment().UV_THREADPOOL_SIZE ?? 4} threads; ${DIRECTORY_SIZE} executives; ${duration} s each; load average ${loadBefore} before, ${describeLoad()} after)`,
    );
    say();
    say(markdownTable(rows));
  } finally {
    await database.drop();
  }
}
