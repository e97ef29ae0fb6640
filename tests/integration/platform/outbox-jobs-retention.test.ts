import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { openDatabase } from '../../../src/database.ts';
import { deleteDispatchedEvents } from '../../../src/platform/events/outbox-retention.ts';
import { createTestEnvironment, type TestEnvironment } from '../../setup/test-app.ts';

/** Decision 032: an event's owed jobs go with its outbox row, and an event still owing a job is kept. */
describe('outbox retention with owed jobs', () => {
  let env: TestEnvironment;
  let orm: Orm;

  beforeAll(async () => {
    env = await createTestEnvironment();
    orm = await openDatabase(loadConfig(env.environment()));
  });
  afterAll(async () => {
    await orm.close();
    await env.close();
  });

  /** An event dispatched 30 days ago whose jobs are in the given states. */
  async function eventWithJobs(...states: string[]): Promise<string> {
    const id = randomUUID();
    const em = orm.em.fork();
    await em.execute(
      `INSERT INTO outbox (id, type, payload, occurred_at, dispatched_at) VALUES (?, 'RetentionProbe', '{}', now() - interval '30 days', now() - interval '30 days')`,
      [id],
    );
    for (const [index, state] of states.entries()) {
      await em.execute(
        `INSERT INTO outbox_jobs (job_id, event_id, job_name, queue, state, check_after) VALUES (?, ?, ?, 'email', ?, now())`,
        [`email.probe-${index}--${id}`, id, `email.probe-${index}`, state],
      );
    }
    return id;
  }

  it('deletes finished events with their jobs and keeps every event that still owes one, however old', async () => {
    const finished = [await eventWithJobs('completed'), await eventWithJobs('completed', 'failed'), await eventWithJobs()];
    const owing = [await eventWithJobs('owed'), await eventWithJobs('completed', 'owed')];

    expect(await deleteDispatchedEvents(orm, { retentionDays: 7 })).toBe(3);

    const events = await orm.em.fork().execute<{ id: string }[]>(`SELECT id FROM outbox ORDER BY id`);
    expect(events.map((row) => row.id)).toEqual([...owing].sort());
    const jobs = await orm.em.fork().execute<{ event_id: string }[]>(`SELECT DISTINCT event_id FROM outbox_jobs ORDER BY 1`);
    expect(jobs.map((row) => row.event_id)).toEqual([...owing].sort());
    expect(events.filter((row) => finished.includes(row.id))).toEqual([]);

    // Once its last job is finished, the event goes at the next clean-up.
    await orm.em.fork().execute(`UPDATE outbox_jobs SET state = 'completed' WHERE event_id = ?`, [owing[0]]);
    expect(await deleteDispatchedEvents(orm, { retentionDays: 7 })).toBe(1);
  });
});
