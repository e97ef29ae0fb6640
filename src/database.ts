import type { AppConfig } from './config.ts';
import type { Logger } from './platform/logger.ts';
import { openOrm, type Orm, type OrmSchema } from './platform/db/orm.ts';
import { migrationsList } from '../migrations/index.ts';
import { entities } from './entities.ts';

/**
 * The application's database: the platform's ORM set-up with every entity and migration. It sits
 * beside app.ts (the composition root) because only here may the platform meet the modules; the
 * API, the worker, the CLIs, the tests and the benchmarks all open the ORM through this file.
 */
export const databaseSchema: OrmSchema = { entities, migrations: migrationsList };

export async function openDatabase(config: Pick<AppConfig, 'database'>, logger?: Logger): Promise<Orm> {
  return openOrm(config, databaseSchema, logger);
}
