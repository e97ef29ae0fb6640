import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { dropDatabase, withDatabase } from '../../src/platform/services/local-postgres.ts';
import pg from 'pg';

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A fresh, migrated database for one test file, cloned from the run's template (about 50 ms).
 * PostgreSQL refuses two clones of one template at the same instant, so a busy template is retried.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseServerUrl, templateDatabase, runId } = inject('testServices');
  const name = `tl_${runId}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseServerUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase}"`);
        break;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt > 100) throw error;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
      }
    }
  } finally {
    await client.end();
  }
  return { name, url: withDatabase(databaseServerUrl, name), drop: () => dropDatabase(databaseServerUrl, name) };
}

/** A Redis key prefix no other test file (or run) shares. */
export function uniqueRedisPrefix(): string {
  return `tl-test-${inject('testServices').runId}-${randomBytes(4).toString('hex')}`;
}
