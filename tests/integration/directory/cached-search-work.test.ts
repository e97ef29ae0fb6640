import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from './statements-sent.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { upsertDirectoryEntry } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { indexReference } from '../../../src/modules/directory/domain/directory-reference.ts';
import { resolveSearchFiltersOnce } from '../../../src/modules/directory/queries/search-directory/resolved-searches.ts';
import { ValidationError } from '../../../src/platform/errors.ts';
import { EXECUTIVES, snapshotOf } from './directory-fixtures.ts';

/**
 * Decision 027: a search answered from the cache does no per-request work it does not need: no
 * statement (decision 024), no EntityManager forked, its filters not resolved again.
 */

let t: TestApp;
let reference: ReferenceData;

const search = (url: string) => t.app.inject({ method: 'GET', url });

/** How many EntityManagers the app forks while `work` runs (every request's comes from `orm.em.fork`). */
async function forksDuring(work: () => Promise<unknown>): Promise<number> {
  const em = t.orm.em;
  const fork = em.fork.bind(em);
  let forks = 0;
  em.fork = ((...args: Parameters<typeof fork>) => {
    forks++;
    return fork(...args);
  }) as typeof em.fork;
  try {
    await work();
  } finally {
    delete (em as { fork?: unknown }).fork;
  }
  return forks;
}

beforeAll(async () => {
  t = await createTestApp();
  reference = await loadReferenceData(t.orm.em.fork());
  for (const spec of EXECUTIVES) await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshotOf(reference, spec)));
});
afterAll(async () => {
  await t.close();
});

describe('a cached directory search', () => {
  it('forks no EntityManager and sends no statement', async () => {
    const url = '/api/directory?role=cpo';
    expect((await search(url)).statusCode).toBe(200);
    // Once the version channel vouches for the version (decision 024), the answer is the cache's;
    // a late heartbeat sends a search back to reading the version (and forking for it): only the
    // searches that sent nothing are the cached path.
    await waitFor(async () => (await statementsDuring(() => search(url))).length === 0, 5_000, 10);
    const cached: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      let sent: string[] = [];
      let status = 0;
      const forks = await forksDuring(async () => {
        sent = await statementsDuring(async () => (status = (await search(url)).statusCode));
      });
      expect(status).toBe(200);
      if (sent.length === 0) cached.push(forks);
    }
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((forks) => forks === 0)).toBe(true);
  });

  it('forks at most one EntityManager for a search it has to compute, however many statements it sends', async () => {
    let sent: string[] = [];
    let answer: Awaited<ReturnType<typeof search>> | undefined;
    const forks = await forksDuring(async () => {
      sent = await statementsDuring(async () => (answer = await search('/api/directory?industries=healthcare')));
    });
    expect(answer!.statusCode).toBe(200);
    expect(answer!.json<{ total: number }>().total).toBeGreaterThan(0);
    // The version, when the channel cannot vouch for it, is read by the process's shared read, on its own fork;
    // the search forks one for its own statements, and none when the index holds all it shows (a visitor's cards).
    const versionReads = sent.some((sql) => sql.includes('directory_state')) ? 1 : 0;
    const ownStatements = sent.filter((sql) => !sql.includes('directory_state')).length;
    expect(forks).toBe((ownStatements > 0 ? 1 : 0) + versionReads);
  });
});

describe('resolved searches', () => {
  it('resolves a query once per reference data and scope, and refuses a bad one every time', () => {
    const directoryReference = indexReference(reference);
    const query = { role: 'cpo', industries: 'technology-saas', page: 1 };
    const first = resolveSearchFiltersOnce(query, directoryReference, 'preview');
    expect(resolveSearchFiltersOnce({ ...query }, directoryReference, 'preview')).toBe(first);
    expect(resolveSearchFiltersOnce(query, directoryReference, 'full')).not.toBe(first);
    expect(resolveSearchFiltersOnce(query, directoryReference, 'full').cacheKey).not.toBe(first.cacheKey);
    expect(resolveSearchFiltersOnce({ ...query, page: 2 }, directoryReference, 'preview').page).toBe(2);
    // Another app's reference data (another database) never shares what was resolved.
    expect(resolveSearchFiltersOnce(query, indexReference(reference), 'preview')).not.toBe(first);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => resolveSearchFiltersOnce({ role: 'no-such-role', page: 1 }, directoryReference, 'preview')).toThrow(ValidationError);
    }
  });

  it('finds the search of a remembered (frozen) query beside it: the same one as an equal query, per scope and reference data', () => {
    const directoryReference = indexReference(reference);
    const remembered = Object.freeze({ industries: 'technology-saas', role: 'cpo', page: 1 });
    const first = resolveSearchFiltersOnce(remembered, directoryReference, 'preview');
    expect(resolveSearchFiltersOnce(remembered, directoryReference, 'preview')).toBe(first);
    expect(resolveSearchFiltersOnce({ industries: 'technology-saas', role: 'cpo', page: 1 }, directoryReference, 'preview')).toBe(first);
    const full = resolveSearchFiltersOnce(remembered, directoryReference, 'full');
    expect(full).not.toBe(first);
    expect(resolveSearchFiltersOnce(remembered, directoryReference, 'full')).toBe(full);
    const elsewhere = indexReference(reference);
    expect(resolveSearchFiltersOnce(remembered, elsewhere, 'preview')).not.toBe(first);
    expect(resolveSearchFiltersOnce(remembered, directoryReference, 'preview')).toBe(first);
  });
});
