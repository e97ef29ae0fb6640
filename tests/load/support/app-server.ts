import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { buildApp } from '../../../src/app.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { openDatabase } from '../../../src/database.ts';
import { createRedisConnection } from '../../../src/platform/queues/redis.ts';
import { onShutdownSignal } from '../../../src/platform/shutdown.ts';
import { listenAfterStartUp } from '../../../src/platform/http/listen.ts';

/**
 * One server under test in its own process, so the load generator's CPU is not the server's:
 * `app` (the real API, configured from the environment the parent passes, closed on SIGTERM as
 * src/server.ts closes it), `hello` (a bare Fastify hello-world) or `ceiling` (a bare Fastify
 * sending a pre-built JSON answer of BENCH_CEILING_BYTES bytes for any URL: the wire's limit for
 * an answer of the product's size; with BENCH_CEILING_ENCODING=br, that many bytes labelled as
 * brotli, as compressed answers go). Prints `listening <port>` once it listens. It runs bundled,
 * as production runs src/server.ts (child-server.ts builds it with src/cli/build-server.ts).
 */
async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === 'app') {
    const config = loadConfig();
    const logger = createLogger(config, 'bench');
    const orm = await openDatabase(config, logger);
    const redis = createRedisConnection(config.redis.url, 'producer', logger);
    const app = await buildApp({ config, logger, orm, redis });
    onShutdownSignal(logger, async () => {
      await app.close();
      await orm.close();
      redis.disconnect();
    });
    reportHeapAfterGcOnSignal();
    await listenAfterStartUp(app, { host: '127.0.0.1', port: 0 });
    announce(app.server.address());
    return;
  }
  const app = Fastify({ logger: false });
  if (mode === 'hello') app.get('/', async () => ({ hello: 'world' }));
  else if (mode === 'ceiling') {
    const bytes = Number(process.env.BENCH_CEILING_BYTES ?? 13_600);
    const encoding = process.env.BENCH_CEILING_ENCODING ?? 'identity';
    if (encoding === 'identity') {
      const answer = prebuiltAnswer(bytes);
      app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
    } else {
      // Pre-built compressed bytes of the product's compressed size: the wire's limit when answers
      // are sent compressed (the client under load never decodes them).
      const answer = randomBytes(bytes);
      app.get('/*', (_request, reply) =>
        reply.type('application/json; charset=utf-8').header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(answer),
      );
    }
  } else throw new Error(`unknown mode ${mode}`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  announce(app.server.address());
}

/** A valid JSON document of exactly `bytes` bytes (a string padded to size). */
function prebuiltAnswer(bytes: number): Buffer {
  const frame = '{"results":""}';
  return Buffer.from(`{"results":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`);
}

/**
 * SIGUSR2: a full garbage collection, then `heap-after-gc <heapUsed> <rss>` on stdout (the parent
 * starts us with --expose-gc). The live heap, not heapUsed sampled at whatever point between two
 * collections the sample falls: what tells a leak from collection timing.
 */
function reportHeapAfterGcOnSignal(): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return;
  process.on('SIGUSR2', () => {
    collect();
    const { heapUsed, rss } = process.memoryUsage();
    process.stdout.write(`heap-after-gc ${heapUsed} ${rss}\n`);
  });
}

function announce(address: unknown): void {
  process.stdout.write(`listening ${(address as { port: number }).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
