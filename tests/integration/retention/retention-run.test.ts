import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../../src/platform/events/record-event.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';
import { startHarness, type Harness } from '../../setup/test-harness.ts';

/** Decision 037: one RetentionRunRequested starts every retention job through the real worker. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ worker: true });
});
afterAll(async () => {
  await h?.close();
});

describe('a retention run', () => {
  it('runs the six retention jobs on the notifications queue, which delete what is past its period', async () => {
    await h.orm.em.fork().execute(`INSERT INTO security_events (route, method, reason, at) VALUES ('/api/old', 'GET', 'forbidden', now() - interval '2 years')`);
    await h.orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, RetentionRunRequested.create({}));
    });
    await h.settle();

    const completed = await h.queues.notifications.getCompleted();
    expect(completed.map((job) => job.name).sort()).toEqual([
      'retention.erasure-remnants',
      'retention.expired-invitations',
      'retention.insights-raw-rows',
      'retention.security-events',
      'retention.unconfirmed-accounts',
      'retention.webauthn-challenges',
    ]);
    const [left] = await h.orm.em.fork().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM security_events`);
    expect(left!.n).toBe(0);
  });
});
