import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { removeDirectoryEntry, upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { createRandom, generateExecutive, type GeneratedExecutive } from '../../load/seed-directory.ts';
import { generateDirectoryPaths } from '../../load/directory-mixes.ts';

/**
 * The in-memory facet index (docs/decisions/012-directory-search-performance.md) must give exactly the counts the SQL statement
 * gives, and follow every write: the same database is searched by an app counting in memory and
 * one counting in PostgreSQL (DIRECTORY_FACET_INDEX=false), caches off.
 */
let memory: TestApp;
let sql: TestApp;
let reference: ReferenceData;
let executives: GeneratedExecutive[];

const snapshot = (e: GeneratedExecutive) => ({
  executiveId: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
  roleId: e.roleId,
  regionId: e.regionId,
  countryId: e.countryId,
  cityIds: e.cityIds,
  yearsExperience: e.years,
  availability: e.availability as 'full-time',
  priceBandIds: e.priceBandIds,
  industryIds: e.industryIds,
  technologyIds: e.technologyIds,
  companySizeIds: e.companySizeIds,
  vcStageIds: e.vcStageIds,
  languageIds: e.languageIds,
  marketIds: e.marketIds,
  revenueJourneyIds: e.revenueJourneyIds,
  bio: e.bio,
  approvedAt: e.approvedAt,
});

async function both(path: string): Promise<[SearchDirectoryResponse, SearchDirectoryResponse]> {
  const [a, b] = await Promise.all([memory.app.inject({ method: 'GET', url: path }), sql.app.inject({ method: 'GET', url: path })]);
  expect(a.statusCode, `${path}: ${a.body}`).toBe(200);
  expect(b.statusCode, `${path}: ${b.body}`).toBe(200);
  return [a.json(), b.json()];
}

async function expectSameAnswers(paths: string[]): Promise<void> {
  for (const path of paths) {
    const [fromMemory, fromSql] = await both(path);
    expect(fromMemory, path).toEqual(fromSql);
  }
}

async function recountedFacetCounts(): Promise<Record<string, number>> {
  const rows = await memory.orm.em.fork().execute<{ facet: string; value: string; n: number }[]>(
    'SELECT facet, value, n FROM directory_facet_counts WHERE n > 0 ORDER BY facet, value',
  );
  return Object.fromEntries(rows.map((r) => [`${r.facet}:${r.value}`, r.n]));
}

beforeAll(async () => {
  memory = await createTestApp({ DIRECTORY_SEARCH_CACHE_ENTRIES: '0' });
  reference = await loadReferenceData(memory.orm.em.fork());
  const random = createRandom(7);
  executives = Array.from({ length: 300 }, (_, i) => generateExecutive(random, reference, i));
  // Half before the second app starts (loaded at start-up), half after (followed through changes).
  await memory.orm.em.fork().transactional(async (em) => {
    for (const e of executives.slice(0, 150)) await upsertDirectoryEntry(em, snapshot(e));
  });
  sql = await createTestApp({ DATABASE_URL: memory.config.database.url, DIRECTORY_SEARCH_CACHE_ENTRIES: '0', DIRECTORY_FACET_INDEX: 'false' });
  for (const e of executives.slice(150)) await memory.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshot(e)));
});
afterAll(async () => {
  await sql.app.close();
  await sql.orm.close();
  sql.redis.disconnect();
  await memory.close();
});

describe('facet counts in memory and in SQL', () => {
  const paths = () => generateDirectoryPaths(reference, 120, 99).map((p) => p.path);

  it('agree on every search of a rotation of realistic mixes, free text and pages', async () => {
    const [landing] = await both('/api/directory');
    expect(landing.total).toBe(300);
    await expectSameAnswers(paths());
  });

  it('agree after updates and removals made after the index was loaded', async () => {
    const em = memory.orm.em.fork();
    for (const e of executives.slice(0, 40)) {
      await em.transactional((tx) => removeDirectoryEntry(tx, e.id));
    }
    for (const [i, e] of executives.slice(40, 80).entries()) {
      const moved = executives[299 - i]!;
      await em.transactional((tx) =>
        upsertDirectoryEntry(tx, { ...snapshot(e), roleId: moved.roleId, regionId: moved.regionId, countryId: moved.countryId, cityIds: moved.cityIds, industryIds: moved.industryIds, availability: null, yearsExperience: null }),
      );
    }
    const [landing] = await both('/api/directory');
    expect(landing.total).toBe(260);
    await expectSameAnswers(paths());
  });

  it('keeps the stored whole-directory counts equal to a recount, through inserts, updates and deletes', async () => {
    const stored = await recountedFacetCounts();
    await memory.orm.em.fork().execute('DELETE FROM directory_facet_counts');
    await memory.orm.em.fork().execute(`
      INSERT INTO directory_facet_counts (facet, value, n)
      SELECT 'total', '', count(*) FROM directory_entries
      UNION ALL SELECT 'role', role_id::text, count(*) FROM directory_entries WHERE role_id IS NOT NULL GROUP BY 2
      UNION ALL SELECT 'city', v::text, count(*) FROM directory_entries, unnest(city_ids) v GROUP BY 2
      UNION ALL SELECT 'industries', v::text, count(*) FROM directory_entries, unnest(industry_ids) v GROUP BY 2
      UNION ALL SELECT 'years', years_experience::text, count(*) FROM directory_entries WHERE years_experience IS NOT NULL GROUP BY 2`);
    const recounted = await recountedFacetCounts();
    const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => /^(total|role|city|industries|years):/.test(key)));
    expect(kept).toEqual(recounted);
  });
});
