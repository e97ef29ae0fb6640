import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { buildApp } from '../../../src/app.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { openDatabase } from '../../../src/database.ts';
import { createRedisConnection } from '../../../src/platform/queues/redis.ts';

/**
 * One server under test in its own process, so the load generator's CPU is not the server's:
 * `app` (the real API, configured from the environment the parent passes) or `hello` (a bare
 * Fastify hello-world). Prints `listening <port>` once ready; SIGTERM stops it.
 */
async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === 'app') {
    const config = loadConfig();
    const logger = createLogger(config, 'bench');
    const orm = await openDatabase(config, logger);
    const redis = createRedisConnection(config.redis.url, 'producer', logger);
    const app = await buildApp({ config, logger, orm, redis });
    await app.listen({ host: '127.0.0.1', port: 0 });
    announce(app.server.address());
    return;
  }
  if (mode !== 'hello') throw new Error(`unknown mode ${mode}`);
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  announce(app.server.address());
}

function announce(address: unknown): void {
  process.stdout.write(`listening ${(address as { port: number }).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
