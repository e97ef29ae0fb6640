import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { AppConfig } from '../../config.ts';
import type { Logger } from '../logger.ts';

export type Orm = MikroORM;
export type { EntityManager };

/**
 * What the ORM maps and migrates. The composition root (src/database.ts) supplies it, so the
 * platform never imports the modules whose entities it carries.
 */
export type OrmSchema = {
  entities: NonNullable<Options['entities']>;
  /** Every migration in the order it runs (MikroORM's `migrationsList`). */
  migrations: NonNullable<NonNullable<Options['migrations']>['migrationsList']>;
};

export function ormOptions(config: Pick<AppConfig, 'database'>, schema: OrmSchema, logger?: Logger): Options {
  return {
    clientUrl: config.database.url,
    entities: schema.entities,
    extensions: [Migrator],
    pool: { min: 0, max: config.database.poolMax },
    // Requests fork the EntityManager explicitly (see http/request-context.ts); the global one is a bug.
    allowGlobalContext: false,
    ensureDatabase: false,
    debug: false,
    logger: logger ? (message) => logger.debug({ orm: true }, message) : undefined,
    migrations: {
      tableName: 'schema_migrations',
      migrationsList: schema.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
      emit: 'ts',
      path: 'migrations',
    },
  };
}

export async function openOrm(config: Pick<AppConfig, 'database'>, schema: OrmSchema, logger?: Logger): Promise<Orm> {
  return MikroORM.init(ormOptions(config, schema, logger));
}

/** Applies every pending migration (schema and reference data) and returns their names. */
export async function migrateUp(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
