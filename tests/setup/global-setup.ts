import type { TestProject } from 'vitest/node';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dropDatabase, ensureDatabase } from '../../src/platform/services/local-postgres.ts';
import { migrateUp } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { newRunId, startTestServices } from './services.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  export interface ProvidedContext {
    testServices: { runId: string; databaseServerUrl: string; templateDatabase: string; redisUrl: string };
  }
}

/** Once per test run: start (or find) PostgreSQL and Redis, and migrate a template database once. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = newRunId();
  const services = await startTestServices(runId);
  const templateDatabase = `tl_${runId}_template`;
  const templateUrl = await ensureDatabase(services.databaseServerUrl, templateDatabase);
  const orm = await openDatabase({ database: { url: templateUrl, poolMax: 2 } });
  try {
    await migrateUp(orm);
  } finally {
    await orm.close();
  }
  console.log(`test services: ${services.source}; run ${runId}`);
  project.provide('testServices', {
    runId,
    databaseServerUrl: services.databaseServerUrl,
    templateDatabase,
    redisUrl: services.redisUrl,
  });

  return async () => {
    await dropRunDatabases(services.databaseServerUrl, runId).catch(() => undefined);
    await services.stop();
    await rm(path.resolve('.data', 'test-runs', runId), { recursive: true, force: true });
  };
}

async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `tl_${runId}_%`,
  ]);
  await client.end();
  for (const row of rows) await dropDatabase(serverUrl, row.datname);
}
