import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createLogger } from './platform/logger.ts';
import { openDatabase } from './database.ts';
import { createRedisConnection } from './platform/queues/redis.ts';
import { onShutdownSignal } from './platform/shutdown.ts';
import { listenAfterStartUp } from './platform/http/listen.ts';

/** The API process: HTTP on one origin (API, OpenAPI, queue dashboard, and the built web app). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config, 'api');
  const orm = await openDatabase(config, logger);
  const redis = createRedisConnection(config.redis.url, 'producer', logger);
  const app = await buildApp({ config, logger, orm, redis });

  onShutdownSignal(logger, async () => {
    await app.close();
    await orm.close();
    redis.disconnect();
  });

  await listenAfterStartUp(app, { host: config.http.host, port: config.http.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
