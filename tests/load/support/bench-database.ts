import { migrateUp } from '../../../src/platform/db/orm.ts';
import { openDatabase } from '../../../src/database.ts';
import { dropDatabase, ensureDatabase } from '../../../src/platform/services/local-postgres.ts';

export type BenchDatabase = { url: string; drop: () => Promise<void> };

/** A database of the benchmark's own on the test services' server, migrated (schema and reference data). */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  await dropDatabase(serverUrl, name);
  const url = await ensureDatabase(serverUrl, name);
  const orm = await openDatabase({ database: { url, poolMax: 2 } });
  try {
    await migrateUp(orm);
  } finally {
    await orm.close();
  }
  return { url, drop: () => dropDatabase(serverUrl, name) };
}
