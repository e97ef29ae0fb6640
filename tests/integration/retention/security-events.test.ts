import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteSecurityEventsOlderThan } from '../../../src/platform/auth/security-events-retention.ts';
import { retentionSecurityEventsHandler } from '../../../workers/jobs/retention-security-events/retention-security-events.handler.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { runJobHandler } from '../../setup/run-job-handler.ts';

/** Decision 037: security events are kept 12 months (RETENTION_SECURITY_EVENT_MONTHS), then deleted. */
let t: TestApp;
const em = () => t.orm.em.fork();
const run = () => runJobHandler(retentionSecurityEventsHandler, t);

/** `count` refused actions recorded `ago` before now (a PostgreSQL interval). */
async function eventsAt(ago: string, count = 1): Promise<void> {
  for (let i = 0; i < count; i++) {
    await em().execute(`INSERT INTO security_events (route, method, reason, at) VALUES (?, 'GET', 'forbidden', now() - ?::interval)`, [`/api/${ago}`, ago]);
  }
}

async function remainingRoutes(): Promise<string[]> {
  const rows = await em().execute<{ route: string }[]>('SELECT route FROM security_events ORDER BY at');
  return rows.map((row) => row.route);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await em().execute('DELETE FROM security_events');
});

describe('the security-events retention job', () => {
  it('deletes the events older than the period, keeps one a day inside it, and logs how many', async () => {
    await eventsAt('2 years', 2);
    await eventsAt('12 months 1 day');
    await eventsAt('12 months -1 day');
    await eventsAt('1 hour');

    expect(await run()).toEqual([expect.objectContaining({ msg: 'security events deleted', deleted: 3 })]);
    expect(await remainingRoutes()).toEqual(['/api/12 months -1 day', '/api/1 hour']);
    expect(await run()).toEqual([expect.objectContaining({ deleted: 0 })]);
    expect(await remainingRoutes()).toHaveLength(2);
  });

  it('deletes in batches until none is left, including an exact multiple of the batch size', async () => {
    await eventsAt('13 months', 6);
    await eventsAt('1 day');
    expect(await deleteSecurityEventsOlderThan(em(), 12, 2)).toBe(6);
    expect(await deleteSecurityEventsOlderThan(em(), 12, 2)).toBe(0);
    expect(await remainingRoutes()).toEqual(['/api/1 day']);
  });

  it('shares the rows between runs at once, deleting each once', async () => {
    await eventsAt('13 months', 40);
    const counts = await Promise.all([1, 2, 3].map(() => deleteSecurityEventsOlderThan(em(), 12, 5)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(await remainingRoutes()).toEqual([]);
  });
});
