import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { statementsDuring } from './statements-sent.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { openDatabase } from '../../../src/database.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { EXECUTIVES, snapshotOf } from './directory-fixtures.ts';

/**
 * Decision 024: cached searches with no round trip. The API follows the directory version by
 * LISTEN/NOTIFY; a change made anywhere reaches its searches within the trust window, at once in
 * the process that made it, and at once for the executive or super admin who made it wherever
 * they search.
 */


let t: TestApp;
let reference: ReferenceData;
/** Another process's writes: the same database under another URL, so this process is not told of them. */
let elsewhere: Orm;
let executive: SignedInUser;
let superAdmin: SignedInUser;

const search = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers }).then((res) => res.json<SearchDirectoryResponse>());
const writeElsewhere = (snapshot: ReturnType<typeof snapshotOf>) => elsewhere.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshot));
const newCpo = (title: string) =>
  snapshotOf(reference, { ...EXECUTIVES.find((e) => e.key === 'C')!, id: randomUUID(), title, approvedDay: 500 });
const narrow = '/api/directory?role=cpo';
/** Waits until a repeated search is answered from the cache with no statement at all. */
const untilNoRoundTrip = (url: string, headers: Record<string, string> = {}) =>
  waitFor(async () => (await statementsDuring(() => search(url, headers))).length === 0, 5_000, 10);

beforeAll(async () => {
  t = await createTestApp();
  reference = await loadReferenceData(t.orm.em.fork());
  for (const spec of EXECUTIVES) await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshotOf(reference, spec)));
  elsewhere = await openDatabase({ database: { url: `${t.config.database.url}?application_name=elsewhere`, poolMax: 1 } });
  executive = await createSignedInUser(t.app, 'executive');
  superAdmin = await createSignedInUser(t.app, 'super-admin');
});
afterAll(async () => {
  await elsewhere.close();
  await t.close();
});

describe('cached searches with no round trip (LISTEN/NOTIFY)', () => {
  it('answers a repeated search with no PostgreSQL statement while the channel vouches for the version', async () => {
    await search(narrow);
    expect(await untilNoRoundTrip(narrow)).toBe(true);
  });

  it('shows a change made by another process without being asked to, through the notification', async () => {
    const before = await search(narrow);
    await untilNoRoundTrip(narrow);
    await writeElsewhere(newCpo('CPO announced by NOTIFY'));
    const after = await waitFor(async () => {
      const body = await search(narrow);
      return body.total === before.total + 1 && body;
    }, 2_000, 5);
    expect(after.results[0]!.title).toBe('CPO ANNOUNCED BY NOTIFY');
  });

  it('shows a change made in this process to the very next search, whoever sends it', async () => {
    const before = await search(narrow);
    await untilNoRoundTrip(narrow);
    await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, newCpo('CPO written here')));
    const after = await search(narrow);
    expect(after.total).toBe(before.total + 1);
  });

  it('shows an executive and a super admin a change at once, wherever it was made', async () => {
    for (const viewer of [executive, superAdmin]) {
      // The people whose actions change the directory always read its version: their next search
      // cannot depend on how soon a notification arrives from the process that made the change.
      await untilNoRoundTrip(narrow);
      const sent = await statementsDuring(() => search(narrow, viewer.headers));
      expect(sent.some((sql) => sql.includes('directory_state')), viewer.role).toBe(true);
      const before = await search(narrow, viewer.headers);
      await writeElsewhere(newCpo(`CPO seen at once by ${viewer.role}`));
      expect((await search(narrow, viewer.headers)).total).toBe(before.total + 1);
    }
  });

  it('reads the version when the channel is down, so no change is hidden, and stops once it is back', async () => {
    await search(narrow);
    await untilNoRoundTrip(narrow);
    await elsewhere.em.fork().execute(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'watch directory_version' AND datname = current_database()`,
    );
    // Within the trust window the process may still vouch; past it, every search reads the version.
    await waitFor(async () => (await statementsDuring(() => search(narrow))).some((sql) => sql.includes('directory_state')), 5_000, 10);
    const before = await search(narrow);
    await writeElsewhere(newCpo('CPO while the channel is down'));
    const during = await search(narrow);
    // The channel may have come back between the two searches; then the notification shows it too.
    if (during.total !== before.total + 1) {
      await waitFor(async () => (await search(narrow)).total === before.total + 1, 2_000, 5);
    }
    expect(await untilNoRoundTrip(narrow)).toBe(true);
  });
});
