import Fastify from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { openDatabase } from '../../src/database.ts';
import { createRedisConnection } from '../../src/platform/queues/redis.ts';
import { registerOriginalRoute } from './original-approach.ts';

/**
 * One server under test, in its own process so autocannon's CPU is not the server's:
 * `app` (the real API), `hello` (a bare Fastify hello-world) or `original` (the original approach).
 * Prints `listening <port>` once ready.
 */
async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === 'app') {
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', PORT: '0' });
    const logger = createLogger(config, 'bench');
    const orm = await openDatabase(config, logger);
    const redis = createRedisConnection(config.redis.url, 'producer', logger);
    const app = await buildApp({ config, logger, orm, redis });
    await app.listen({ host: '127.0.0.1', port: 0 });
    announce(app.server.address());
    return;
  }
  const app = Fastify({ logger: false });
  if (mode === 'hello') app.get('/', async () => ({ hello: 'world' }));
  else if (mode === 'original') registerOriginalRoute(app, String(process.env.DATABASE_URL));
  else throw new Error(`unknown mode ${mode}`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  announce(app.server.address());
}

function announce(address: unknown): void {
  const port = (address as { port: number }).port;
  process.stdout.write(`listening ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
