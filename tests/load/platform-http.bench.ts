import { markdownTable, type Measurement } from './measure.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { productionLikeEnvironment, startChildServer, type ChildServer } from './support/child-server.ts';
import { runLoad } from './support/load-run.ts';
import { describeLoad } from './support/machine.ts';
import type { BenchContext } from './support/run-benches.ts';

const CONNECTIONS = 50;

async function withServer<T>(start: Promise<ChildServer>, work: (url: string) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

/**
 * HTTP platform overhead (docs/benchmarks.md, 'HTTP platform'): GET /api/health and GET
 * /api/reference through the real app (every platform hook: request context, security headers,
 * auth, metrics) against a bare Fastify hello-world, same autocannon settings, same run. The
 * hello-world is measured before and after the app, so drift on a shared machine shows.
 */
export async function benchPlatformHttp({ services, runId, duration, say }: BenchContext): Promise<void> {
  const loadBefore = describeLoad();
  const database = await createBenchDatabase(services.databaseServerUrl, `tl_${runId}_http`);
  try {
    const load = { connections: CONNECTIONS, duration };
    const hello = () =>
      withServer(startChildServer('hello'), (url) => runLoad('bare Fastify hello-world `GET /`', url, { ...load }));
    const before = await hello();
    const env = productionLikeEnvironment(database.url, services.redisUrl, `${runId}-http`);
    const { app, referenceBytes } = await withServer(startChildServer('app', env), async (url) => {
      const reference = await fetch(`${url}/api/reference`);
      const referenceBytes = (await reference.arrayBuffer()).byteLength;
      const health = await runLoad('app `GET /api/health`', url, { ...load, requests: [{ method: 'GET', path: '/api/health' }] });
      const ref = await runLoad('app `GET /api/reference` (full body, no If-None-Match)', url, {
        ...load,
        requests: [{ method: 'GET', path: '/api/reference' }],
      });
      return { app: [health, ref], referenceBytes };
    });
    const after = await hello();
    after.label = `${after.label} (again, after the app)`;
    const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const ratio = (m: Measurement) => `${((m.requestsPerSecond / baseline) * 100).toFixed(0)}%`;

    say();
    say(`### HTTP platform (${CONNECTIONS} connections, ${duration} s each, load average ${loadBefore} before, ${describeLoad()} after)`);
    say();
    say(markdownTable([before, ...app, after]));
    say();
    say(`/api/reference body: ${(referenceBytes / 1024).toFixed(1)} KiB uncompressed.`);
    for (const m of app) say(`- ${m.label}: ${ratio(m)} of the hello-world's mean throughput (${baseline.toFixed(0)} req/s).`);
  } finally {
    await database.drop();
  }
}
