import { migrateUp } from '../../../src/platform/db/orm.ts';
import { buildIndexSnapshot, type IndexSnapshotBuild } from '../../../src/modules/directory/index.ts';
import { openDatabase } from '../../../src/database.ts';
import { dropDatabase, ensureDatabase } from '../../../src/platform/services/local-postgres.ts';

export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

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
  return { name, url, drop: () => dropDatabase(serverUrl, name) };
}

/** A copy of a bench database, rows and kept snapshot alike (CREATE DATABASE … TEMPLATE: no seeding again). */
export async function copyBenchDatabase(serverUrl: string, source: BenchDatabase, name: string): Promise<BenchDatabase> {
  await dropDatabase(serverUrl, name);
  const url = await ensureDatabase(serverUrl, name, source.name);
  return { name, url, drop: () => dropDatabase(serverUrl, name) };
}

/**
 * The deploy step after seeding (decision 033, `npm run directory -- build-snapshot`): builds and
 * keeps the directory's index snapshot, from which every API process of the benchmark starts. A
 * serving process never reads every row of a directory above DIRECTORY_INDEX_ROWS_IN_PROCESS.
 */
export async function keepIndexSnapshotAt(url: string): Promise<IndexSnapshotBuild> {
  const orm = await openDatabase({ database: { url, poolMax: 2 } });
  try {
    return await buildIndexSnapshot({ em: orm.em.fork(), databaseUrl: url });
  } finally {
    await orm.close();
  }
}
