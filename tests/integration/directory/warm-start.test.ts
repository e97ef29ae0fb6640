import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from './statements-sent.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { createSignedInUser } from '../../factories/users.factory.ts';
import { upsertDirectoryEntry } from '../../../src/modules/directory/index.ts';
import { loadReferenceData } from '../../../src/modules/reference/index.ts';
import { EXECUTIVES, snapshotOf } from './directory-fixtures.ts';

/**
 * Decision 024, the warm start: a fresh process computes the searches people ask most before
 * /api/ready answers 200, so its first answers come from its cache. The counts come from the
 * previous processes' traffic, or, on a directory nobody has searched, the landing page and the
 * home form's searches. The version channel is off here so that a search answered from the
 * cache is seen as exactly one statement (the version read), and so is the facet index, so that a
 * computed one is seen as more (the index computes a visitor's search with no statement at all).
 */
const WARM = { DIRECTORY_WARM_START_SEARCHES: '50', DIRECTORY_VERSION_CHANNEL: 'false', DIRECTORY_FACET_INDEX: 'false' };

let first: TestApp;

/** Another process on the same database, started after `first`, ready once its warm start is done. */
async function nextProcess(): Promise<TestApp> {
  const next = await createTestApp({ ...WARM, DATABASE_URL: first.config.database.url });
  await waitFor(async () => (await next.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200, 30_000);
  return next;
}
const statementsOf = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  statementsDuring(() => t.app.inject({ method: 'GET', url, headers }));

beforeAll(async () => {
  first = await createTestApp(WARM);
  const reference = await loadReferenceData(first.orm.em.fork());
  for (const spec of EXECUTIVES) await first.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshotOf(reference, spec)));
});
afterAll(async () => {
  await first.close();
});

describe('the warm start', () => {
  it('computes the landing page and the home form searches when nobody has searched yet', async () => {
    const next = await nextProcess();
    try {
      for (const url of ['/api/directory', '/api/directory?page=2', '/api/directory?role=vp%20talent', '/api/directory?availability=fractional']) {
        expect(await statementsOf(next, url), url).toHaveLength(1);
      }
      // A search outside them is computed on request.
      expect((await statementsOf(next, '/api/directory?languages=german')).length).toBeGreaterThan(1);
    } finally {
      await next.close();
    }
  });

  it("computes what the previous process's visitors and clients asked most, and reports ready after", async () => {
    const previous = await createTestApp({ ...WARM, DATABASE_URL: first.config.database.url });
    const client = await createSignedInUser(previous.app, 'client');
    const popular = '/api/directory?region=europe&industries=healthcare';
    const clientsFavourite = '/api/directory?q=gre&markets=europe';
    for (let i = 0; i < 5; i++) {
      await previous.app.inject({ method: 'GET', url: popular });
      await previous.app.inject({ method: 'GET', url: clientsFavourite, headers: client.headers });
    }
    // Stopping keeps its counts (as every minute while it runs).
    await previous.app.close();
    await previous.orm.close();
    previous.redis.disconnect();

    const next = await nextProcess();
    try {
      expect(await statementsOf(next, popular)).toHaveLength(1);
      // Clients see other cards than visitors: their answers were computed for them.
      const nextClient = await createSignedInUser(next.app, 'client');
      const sent = await statementsOf(next, clientsFavourite, nextClient.headers);
      expect(sent.filter((sql) => sql.includes('directory_'))).toHaveLength(1);
      // Only what was asked before (here, or by the process of the test above), not the first
      // searches of an empty history.
      expect((await statementsOf(next, '/api/directory?role=chro&availability=retainer')).length).toBeGreaterThan(1);
    } finally {
      await next.close();
    }
  });

  it('answers /api/ready 503 while start-up work runs, and 200 once it is done', async () => {
    let finish = () => undefined as void;
    first.app.warmUp.track('a slow warm-up', () => new Promise<void>((resolve) => (finish = resolve)));
    const warming = await first.app.inject({ method: 'GET', url: '/api/ready' });
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toMatchObject({ status: 'unavailable', checks: { warmUp: 'warming' } });
    finish();
    await waitFor(async () => (await first.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200, 5_000);
  });
});
