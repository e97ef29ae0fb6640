import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalData } from '../../../src/personal-data.ts';
import { erasePersonData } from '../../../src/platform/personal-data/person-data.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { closeQueues, createQueues, type Queues } from '../../../src/platform/queues/queues.ts';
import { createRedisConnection, type Redis } from '../../../src/platform/queues/redis.ts';
import { buildIndexSnapshot } from '../../../src/modules/directory/index.ts';
import { readVersionAndChanges } from '../../../src/modules/directory/queries/search-directory/follow-directory-changes.ts';
import { retentionErasureRemnantsHandler } from '../../../workers/jobs/retention-erasure-remnants/retention-erasure-remnants.handler.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { runJobHandler } from '../../setup/run-job-handler.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import type { TestUser } from '../../factories/users.factory.ts';

/**
 * Decision 037: what an erasure leaves behind is gone within 30 days (RETENTION_ERASURE_REMNANT_DAYS):
 * the directory's change rows naming an erased executive (deleted oldest first, so a process that
 * is behind still knows it cannot catch up), and finished jobs in Redis with their data. Change
 * times are moved into the past in SQL, finish times in Redis.
 */
let t: TestApp;
let producer: Redis;
let queues: Queues;
const em = () => t.orm.em.fork();
const run = () => runJobHandler(retentionErasureRemnantsHandler, t);
const DAY_MS = 24 * 60 * 60 * 1000;

const erase = (person: TestUser) => erasePersonData(em(), personalData, { userId: person.id, email: person.email });

async function lastVersionOf(executiveId: string): Promise<bigint> {
  const [row] = await em().execute<{ version: string }[]>('SELECT max(version)::text AS version FROM directory_changes WHERE executive_id = ?', [executiveId]);
  return BigInt(row!.version);
}

async function changeRows(): Promise<{ version: string; executive_id: string }[]> {
  return em().execute('SELECT version::text AS version, executive_id FROM directory_changes ORDER BY version');
}

async function snapshotRequests(): Promise<string[]> {
  const rows = await em().execute<{ refused: string }[]>(
    `SELECT payload->>'refusedVersion' AS refused FROM outbox WHERE type = 'DirectoryIndexSnapshotRequested' ORDER BY occurred_at`,
  );
  return rows.map((row) => row.refused);
}

beforeAll(async () => {
  t = await createTestApp();
  producer = createRedisConnection(t.config.redis.url, 'producer', createLogger(t.config, 'test'));
  queues = createQueues(t.config, producer);
});

afterAll(async () => {
  await closeQueues(queues);
  producer?.disconnect();
  await t?.close();
});

describe('the erasure-remnants retention job: the directory change log', () => {
  let eve: TestUser;
  let frank: TestUser;
  let gina: TestUser;
  let eveRemoved: bigint;
  let snapshotVersion: bigint;

  beforeAll(async () => {
    eve = await createExecutive(t.app);
    const built = await buildIndexSnapshot({ em: em(), databaseUrl: t.config.database.url, force: true });
    if (built.outcome !== 'built') throw new Error(`snapshot not built: ${built.outcome}`);
    snapshotVersion = built.version;
    await erase(eve);
    eveRemoved = await lastVersionOf(eve.id);
    frank = await createExecutive(t.app);
    gina = await createExecutive(t.app);
    await erase(gina);

    // Eve's erasure and everything before it: 31 days ago. Frank's listing and Gina's erasure: 29.
    await em().execute(`UPDATE directory_changes SET changed_at = now() - interval '31 days' WHERE version <= ?`, [eveRemoved.toString()]);
    await em().execute(`UPDATE directory_changes SET changed_at = now() - interval '29 days' WHERE version > ?`, [eveRemoved.toString()]);
  }, 60_000);

  it('deletes every change up to the last one naming an erased executive older than the period, and logs how many', async () => {
    const before = await changeRows();
    const expected = before.filter((row) => BigInt(row.version) <= eveRemoved).length;
    expect(expected).toBeGreaterThanOrEqual(2);
    const requestsBefore = await snapshotRequests();

    const logged = await run();

    expect(logged).toEqual([expect.objectContaining({ msg: 'erasure remnants removed', deleted: expected, directoryChanges: expected })]);
    const after = await changeRows();
    expect(after.every((row) => BigInt(row.version) > eveRemoved)).toBe(true);
    expect(after.some((row) => row.executive_id === eve.id)).toBe(false);
    // Gina's erasure is a day inside the period: her rows, and Frank's before them, stay.
    expect(after.map((row) => row.executive_id)).toEqual(expect.arrayContaining([frank.id, gina.id]));
    // The kept snapshot is older than the changes now kept: a new one is asked for.
    expect(await snapshotRequests()).toEqual([...requestsBefore, snapshotVersion.toString()]);
  });

  it('leaves a process behind the deleted changes knowing it cannot catch up, and one past them catching up', async () => {
    expect((await readVersionAndChanges(em(), eveRemoved - 1n)).changes).toBeNull();
    const caughtUp = await readVersionAndChanges(em(), eveRemoved);
    expect(caughtUp.changes?.map((change) => change.id)).toEqual(expect.arrayContaining([frank.id, gina.id]));
  });

  it('deletes nothing more on a second run, and asks for no other snapshot', async () => {
    const requests = await snapshotRequests();
    expect(await run()).toEqual([expect.objectContaining({ deleted: 0, directoryChanges: 0 })]);
    expect(await snapshotRequests()).toEqual(requests);
  });
});

describe('the erasure-remnants retention job: finished jobs in Redis', () => {
  it('removes completed and failed jobs finished before the period with their data, keeps recent ones, and logs how many', async () => {
    const connection = createRedisConnection(t.config.redis.url, 'worker', createLogger(t.config, 'test'));
    const worker = new Worker(
      'email',
      async (job) => {
        if (job.name === 'fails') throw new Error('refused');
      },
      { connection, prefix: t.config.redis.prefix },
    );
    try {
      const data = (who: string) => ({ eventId: who, payload: { email: `${who}@example.test` } });
      for (const [name, id] of [['sends', 'completed-long-ago'], ['sends', 'completed-lately'], ['fails', 'failed-long-ago'], ['fails', 'failed-lately']] as const) {
        await queues.email.add(name, data(id), { jobId: id, attempts: 1 });
      }
      await waitFor(async () => {
        const counts = await queues.email.getJobCounts('completed', 'failed');
        return counts.completed === 2 && counts.failed === 2;
      });
      // Finished 31 days ago: BullMQ orders its finished lists by finish time.
      const longAgo = Date.now() - 31 * DAY_MS;
      const key = (list: string) => `${t.config.redis.prefix}:email:${list}`;
      await producer.zadd(key('completed'), 'XX', longAgo, 'completed-long-ago');
      await producer.zadd(key('failed'), 'XX', longAgo, 'failed-long-ago');

      expect(await run()).toEqual([expect.objectContaining({ msg: 'erasure remnants removed', deleted: 2, completedJobs: 1, failedJobs: 1 })]);
      const states = async () =>
        Object.fromEntries(
          await Promise.all(['completed-long-ago', 'completed-lately', 'failed-long-ago', 'failed-lately'].map(async (id) => [id, await queues.email.getJobState(id)])),
        );
      expect(await states()).toEqual({
        'completed-long-ago': 'unknown',
        'completed-lately': 'completed',
        'failed-long-ago': 'unknown',
        'failed-lately': 'failed',
      });
      // The data went with the job.
      expect(await producer.exists(`${t.config.redis.prefix}:email:failed-long-ago`)).toBe(0);

      expect(await run()).toEqual([expect.objectContaining({ deleted: 0, completedJobs: 0, failedJobs: 0 })]);
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });
});
