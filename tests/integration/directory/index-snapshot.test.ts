import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { removeDirectoryEntry, upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { createRandom, directorySnapshotOf, generateExecutive, type GeneratedExecutive } from '../../load/seed-directory.ts';
import { generateDirectoryPaths } from '../../load/directory-mixes.ts';
import { createSignedInUser } from '../../factories/users.factory.ts';
import { createFacetIndex, type FacetIndex, type IndexLoaded } from '../../../src/modules/directory/queries/search-directory/facet-index.ts';
import { createIndexSnapshotStore, type IndexSnapshotStore } from '../../../src/modules/directory/queries/search-directory/index-snapshot-store.ts';
import { resolveSearchFilters } from '../../../src/modules/directory/queries/search-directory/resolve-search-filters.ts';
import { indexReference, type DirectoryReference } from '../../../src/modules/directory/domain/directory-reference.ts';
import { searchDirectoryQuerySchema } from '../../../src/modules/directory/contracts/search-directory.contract.ts';
import { KEPT_CHANGES } from '../../../src/modules/directory/domain/record-change.ts';

/**
 * The index snapshot (decision 027): a process that starts from the kept snapshot and catches up
 * on the changes since must hold exactly what a process that read every row holds (counts, pages,
 * free-text matches and ranks, for a visitor and for a client), and follow later changes the same
 * way. A snapshot it cannot trust (another format, a later migration, older than the kept
 * changes, from another history, damaged) is never used: the index reads every row instead and
 * keeps a new snapshot.
 */
let base: TestApp;
let reference: ReferenceData;
let directoryReference: DirectoryReference;
let executives: GeneratedExecutive[];
let store: IndexSnapshotStore;
let clientHeaders: Record<string, string>;
const random = createRandom(27);
const snapshot = directorySnapshotOf;
const TEXTS = ['t', 'gre', 'talent', 'vp people', 'anna', 'schmidt', 'lever workday', 'zzz'];

/** A facet index of this test's database, failing the test on any error it would only log. */
function newIndex(snapshots: IndexSnapshotStore | undefined, loads: IndexLoaded[] = [], errors: unknown[] = []): FacetIndex {
  return createFacetIndex({ onError: (error) => errors.push(error), snapshots, onLoaded: (loaded) => loads.push(loaded) });
}

/** Counts, page (its entries and their rows) and free-text matches of a rotation of searches, as one index answers them. */
function answersOf(index: FacetIndex): unknown[] {
  const queries = [
    ...generateDirectoryPaths(reference, 80, 31).map((p) => Object.fromEntries(new URL(p.path, 'http://x').searchParams)),
    ...TEXTS.flatMap((q) => [{ q }, { q, region: 'europe', page: '2' }]),
  ];
  return queries.flatMap((raw) =>
    (['preview', 'full'] as const).map((scope) => {
      const search = resolveSearchFilters(searchDirectoryQuerySchema.parse(raw), directoryReference, scope);
      const text = index.matchText(search);
      const sorted = text && [...text.numbers].map((n, i) => [n, text.ranks[i]!] as const).sort(([a], [b]) => a - b);
      const page = index.pageOf(search, search.page, 24, text);
      return { raw, scope, counts: index.count(search, text), page, rows: index.rowsAt(page), text: sorted };
    }),
  );
}

/** Some profile edits, removals and new entries: each one a change the snapshot does not hold. */
async function changeSome(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const edited = executives[Math.floor(random() * 150)]!;
    const like = executives[Math.floor(random() * executives.length)]!;
    await base.orm.em.fork().transactional(async (em) => {
      if (i % 4 === 3) await removeDirectoryEntry(em, edited.id);
      else if (i % 4 === 2) await upsertDirectoryEntry(em, snapshot(executives[150 + Math.floor(random() * 50)]!));
      else await upsertDirectoryEntry(em, { ...snapshot(edited), regionId: like.regionId, countryId: like.countryId, industryIds: like.industryIds });
    });
  }
}

async function expectSameAsFromRows(index: FacetIndex): Promise<void> {
  const fromRows = newIndex(undefined);
  await fromRows.load(base.orm.em.fork());
  await index.readVersion(base.orm.em.fork());
  expect(answersOf(index)).toEqual(answersOf(fromRows));
}

/** Moves the kept snapshot to another version, rows and meta alike, as if it had been written then. */
const movedBy = (versions: number) => `
  UPDATE directory_index_snapshots SET version = version + (${versions}),
    data = CASE WHEN section <> 'meta' THEN data ELSE encode(convert_to(regexp_replace(convert_from(decode(data, 'base64'), 'UTF8'),
      '"version":"\\d+"', '"version":"' || (version + (${versions})) || '"'), 'UTF8'), 'base64') END`;

const storedRows = () => base.orm.em.fork().execute<{ version: string; sections: number }[]>(
  `SELECT version::text AS version, count(*)::int AS sections FROM directory_index_snapshots GROUP BY version`,
);

beforeAll(async () => {
  base = await createTestApp();
  reference = await loadReferenceData(base.orm.em.fork());
  directoryReference = indexReference(reference);
  executives = Array.from({ length: 200 }, (_, i) => generateExecutive(random, reference, i));
  await base.orm.em.fork().transactional(async (em) => {
    for (const e of executives.slice(0, 150)) await upsertDirectoryEntry(em, snapshot(e));
  });
  store = createIndexSnapshotStore(base.config.database.url);
  clientHeaders = (await createSignedInUser(base.app, 'client')).headers;
});
afterAll(async () => {
  await base.close();
});

describe('the directory index snapshot', () => {
  it('is kept by the first process that reads every row, and a later one starts from it and catches up', async () => {
    const firstLoads: IndexLoaded[] = [];
    const first = newIndex(store, firstLoads);
    await first.load(base.orm.em.fork());
    await first.settle();
    expect(firstLoads.map((l) => l.source)).toEqual(['rows']);
    const [kept] = await storedRows();
    expect(kept?.version).toBe(firstLoads[0]!.version.toString());

    await changeSome(24);
    const loads: IndexLoaded[] = [];
    const errors: unknown[] = [];
    const second = newIndex(store, loads, errors);
    await second.load(base.orm.em.fork());
    expect(errors).toEqual([]);
    expect(loads).toMatchObject([{ source: 'snapshot', entries: 150 }]);
    expect(loads[0]!.changesCaughtUp).toBeGreaterThan(0);
    await expectSameAsFromRows(second);

    // Changes after the start are followed as from a load of every row.
    await changeSome(12);
    await expectSameAsFromRows(second);
    await second.settle();
  });

  it('restores the same index from a snapshot kept in parts of a few bytes (varints and characters cut between parts)', async () => {
    const inSmallParts = createIndexSnapshotStore(base.config.database.url, { partBytes: 7 });
    const keeper = newIndex(inSmallParts);
    await base.orm.em.fork().execute('DELETE FROM directory_index_snapshots');
    await keeper.load(base.orm.em.fork());
    await keeper.settle();
    const [parts] = await base.orm.em.fork().execute<{ parts: number; sections: number }[]>(
      'SELECT count(*)::int AS parts, count(DISTINCT section)::int AS sections FROM directory_index_snapshots',
    );
    expect(parts!.parts).toBeGreaterThan(parts!.sections * 10);

    const loads: IndexLoaded[] = [];
    const errors: unknown[] = [];
    const restored = newIndex(inSmallParts, loads, errors);
    await restored.load(base.orm.em.fork());
    expect(errors).toEqual([]);
    expect(loads.map((l) => l.source)).toEqual(['snapshot']);
    await expectSameAsFromRows(restored);
  });

  it('answers searches through the API exactly as a process that read every row', async () => {
    const fromSnapshot = await createTestApp({ DATABASE_URL: base.config.database.url, DIRECTORY_INDEX_SNAPSHOT: 'true', DIRECTORY_SEARCH_CACHE_ENTRIES: '0' });
    const fromRows = await createTestApp({ DATABASE_URL: base.config.database.url, DIRECTORY_SEARCH_CACHE_ENTRIES: '0' });
    try {
      const paths = [...generateDirectoryPaths(reference, 60, 8).map((p) => p.path), ...TEXTS.map((q) => `/api/directory?q=${encodeURIComponent(q)}`)];
      for (const headers of [{}, clientHeaders]) {
        for (const path of paths) {
          const [a, b] = await Promise.all([fromSnapshot.app.inject({ method: 'GET', url: path, headers }), fromRows.app.inject({ method: 'GET', url: path, headers })]);
          expect(a.statusCode, `${path}: ${a.body}`).toBe(200);
          expect(a.json<SearchDirectoryResponse>(), path).toEqual(b.json<SearchDirectoryResponse>());
        }
      }
    } finally {
      for (const app of [fromSnapshot, fromRows]) {
        await app.app.close();
        await app.orm.close();
        app.redis.disconnect();
      }
    }
  });

  it.each([
    ['written before a later migration', `UPDATE directory_index_snapshots SET migration = 'Migration00000000000000_earlier'`],
    ['built by another format', `UPDATE directory_index_snapshots SET data = encode(convert_to('{"built":"another","version":"1","options":[],"sections":{}}', 'UTF8'), 'base64') WHERE section = 'meta'`],
    ['older than the changes kept', movedBy(-KEPT_CHANGES)],
    ['from another history (newer than the directory)', movedBy(1000)],
    ['stored under another version than it holds', 'UPDATE directory_index_snapshots SET version = version - 1'],
    ['damaged', `UPDATE directory_index_snapshots SET data = 'AQI=' WHERE section = 'search.entries'`],
  ])('is not used when %s: the index reads every row and keeps a new one', async (reason, damage) => {
    const keeper = newIndex(store);
    await keeper.load(base.orm.em.fork());
    await keeper.settle();
    const [kept] = await storedRows();
    expect(kept).toBeDefined();
    await base.orm.em.fork().execute(damage);

    const loads: IndexLoaded[] = [];
    const errors: unknown[] = [];
    const index = newIndex(store, loads, errors);
    await index.load(base.orm.em.fork());
    await index.settle();
    expect(loads.map((l) => l.source)).toEqual(['rows']);
    // Only a damaged snapshot is an error to log; the others are simply not used.
    expect(errors).toHaveLength(reason === 'damaged' ? 1 : 0);
    await expectSameAsFromRows(index);
    // The new snapshot is the one a next process uses.
    expect(await store.keptVersion()).toBe(loads[0]!.version);
    const next: IndexLoaded[] = [];
    await newIndex(store, next).load(base.orm.em.fork());
    expect(next.map((l) => l.source)).toEqual(['snapshot']);
  });

  it('is not written again while a kept one is recent, and one writer at a time replaces it', async () => {
    const index = newIndex(store);
    await index.load(base.orm.em.fork());
    await index.settle();
    const [before] = await storedRows();
    await changeSome(3);
    const again = newIndex(store);
    await again.load(base.orm.em.fork());
    await again.settle();
    expect(await storedRows()).toEqual([before]);
    // A writer with an older version than the kept one changes nothing.
    expect(await store.write(BigInt(before!.version) - 1n, new Map([['meta', Buffer.from('{}')]]))).toBe(false);
    expect(await storedRows()).toEqual([before]);
  });
});
