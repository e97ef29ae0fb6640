import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../platform/logger.ts';
import { migrateUp } from '../platform/db/orm.ts';
import { openDatabase } from '../database.ts';

/** `npm run migrate`: applies every pending migration (schema and reference data). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config, 'migrate');
  const orm = await openDatabase(config, logger);
  try {
    const applied = await migrateUp(orm);
    logger.info({ applied }, applied.length > 0 ? `applied ${applied.length} migration(s)` : 'database is up to date');
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
