import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { refreshDirectoryStaleness, removeDirectoryEntry, upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { createRandom, directorySnapshotOf, generateExecutive, type GeneratedExecutive } from '../../load/seed-directory.ts';
import { generateDirectoryPaths } from '../../load/directory-mixes.ts';
import { withoutSuggestions } from './directory-fixtures.ts';
import { createSignedInUser } from '../../factories/users.factory.ts';
import { createFacetIndex } from '../../../src/modules/directory/queries/search-directory/facet-index.ts';
import { resolveSearchFilters, type TextScope } from '../../../src/modules/directory/queries/search-directory/resolve-search-filters.ts';
import { buildRowsByEntryStatement, parseTextMatches, textMatchesStatement } from '../../../src/modules/directory/queries/search-directory/search-directory.sql.ts';
import { buildDirectoryCard, type DirectoryRow } from '../../../src/modules/directory/queries/search-directory/directory-card.ts';
import { highlighterOf } from '../../../src/modules/directory/queries/search-directory/search-highlights.ts';
import { mapFacets } from '../../../src/modules/directory/queries/search-directory/map-facets.ts';
import {
  directoryCardSchema,
  directoryFacetsSchema,
  searchDirectoryQuerySchema,
  searchSuggestionsSchema,
} from '../../../src/modules/directory/contracts/search-directory.contract.ts';
import { createSqlVocabulary } from '../../../src/modules/directory/queries/search-directory/sql-vocabulary.ts';
import { indexReference } from '../../../src/modules/directory/domain/directory-reference.ts';

/**
 * The in-memory facet and text indexes (docs/decisions/012 and 013) must give exactly the counts,
 * matches and page order the SQL statements give, and follow every write: the same database is
 * searched by an app answering from memory and one answering in PostgreSQL
 * (DIRECTORY_FACET_INDEX=false), caches off, as a visitor and as a client (whose free text also
 * matches names and bios).
 */
let memory: TestApp;
let sql: TestApp;
let reference: ReferenceData;
let executives: GeneratedExecutive[];
let clientHeaders: Record<string, string>;

/** Free text that matches many, few or no executives: single letters, prefixes, names, several terms. */
const TEXTS = ['t', 'c', 'gre', 'talent', 'vp people', 'chief people officer', 'anna', 'schmidt', 'lever workday', 'saas', 'zzz', 'a b c'];
/** Misspelt (one typo from 5 characters, two from 9), so both paths reach words through typo lexemes and rank them alike. */
/** With the field's synonyms (several variants, the best each entry matches counting), misspelt words beside them too. */
const SYNONYM_TEXTS = ['cpo', 'vp talent', 'hr', 'l&d', 'ta recruting', 'people ops', 'chief people officer greenhouse', 'munich', 'münchen'];
const TYPO_TEXTS = ['talnet', 'schmdit', 'workdya', 'peple officer', 'recruting', 'acquisiton', 'chief peopel', 'aquisition talent', 'greenhuose'];

const snapshot = directorySnapshotOf;

async function both(path: string, headers: Record<string, string> = {}): Promise<[SearchDirectoryResponse, SearchDirectoryResponse]> {
  const [a, b] = await Promise.all([
    memory.app.inject({ method: 'GET', url: path, headers }),
    sql.app.inject({ method: 'GET', url: path, headers }),
  ]);
  expect(a.statusCode, `${path}: ${a.body}`).toBe(200);
  expect(b.statusCode, `${path}: ${b.body}`).toBe(200);
  return [withoutSuggestions(a.json()), withoutSuggestions(b.json())];
}

async function expectSameAnswers(paths: string[], headers: Record<string, string> = {}): Promise<void> {
  for (const path of paths) {
    const [fromMemory, fromSql] = await both(path, headers);
    expect(fromMemory, path).toEqual(fromSql);
  }
}

const textPaths = () =>
  [...TEXTS, ...TYPO_TEXTS, ...SYNONYM_TEXTS].flatMap((q) => [`/api/directory?q=${encodeURIComponent(q)}`, `/api/directory?q=${encodeURIComponent(q)}&region=europe&page=2`]);

/** A facet index of this test's database that fails the test on any error it would only log. */
const failingIndex = () =>
  createFacetIndex({
    onError: (error) => {
      throw error;
    },
  });

/** The in-memory matches and relevance of every text, against PostgreSQL's, value for value. */
async function expectSameMatches(scope: TextScope): Promise<void> {
  const em = memory.orm.em.fork();
  const directoryReference = indexReference(reference);
  const index = failingIndex();
  await index.load(em);
  const vocabulary = createSqlVocabulary();
  for (const q of [...TEXTS, ...TYPO_TEXTS, ...SYNONYM_TEXTS]) {
    const search = resolveSearchFilters({ q, page: 1 }, directoryReference, scope);
    const statement = textMatchesStatement(search, await vocabulary.typosOf(em, search.textQuery));
    const [row] = await em.execute<{ matches: string }[]>(statement.text, statement.params);
    const inSql = parseTextMatches(row!.matches);
    const inMemory = index.matchText(search)!;
    const sorted = ({ numbers, costs, ranks }: typeof inSql) =>
      [...numbers].map((n, i) => [n, costs[i]!, ranks[i]!] as const).sort(([a], [b]) => a - b);
    expect(sorted(inMemory), `${scope}: ${q}`).toEqual(sorted(inSql));
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
  clientHeaders = (await createSignedInUser(memory.app, 'client')).headers;
});
afterAll(async () => {
  await sql.app.close();
  await sql.orm.close();
  sql.redis.disconnect();
  await memory.close();
});

// Each test compares whole answers of two indexes over hundreds of searches: CPU-bound, so on a
// loaded 2-core machine it needs more than the project's 30 s.
describe('facet counts in memory and in SQL', { timeout: 90_000 }, () => {
  const paths = () => generateDirectoryPaths(reference, 120, 99).map((p) => p.path);

  it('agree on every search of a rotation of realistic mixes, free text and pages', async () => {
    const [landing] = await both('/api/directory');
    expect(landing.total).toBe(300);
    await expectSameAnswers(paths());
  });

  it('agree on free text, for a visitor and for a client, and match and rank exactly as PostgreSQL', async () => {
    await expectSameAnswers(textPaths());
    await expectSameAnswers([...textPaths(), ...paths().filter((path) => path.includes('q='))], clientHeaders);
    const [forClient] = await both('/api/directory?q=anna', clientHeaders);
    expect(forClient.total).toBeGreaterThan(0);
    await expectSameMatches('preview');
    await expectSameMatches('full');
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
    await expectSameAnswers(textPaths(), clientHeaders);
  });

  it('agree when the memory side caches: kept answers across changes that cannot touch them, recomputed otherwise', async () => {
    const cached = await createTestApp({ DATABASE_URL: memory.config.database.url });
    try {
      const rotation = [...generateDirectoryPaths(reference, 120, 99).map((p) => p.path), ...textPaths()];
      const answer = async (app: TestApp, path: string) => {
        const res = await app.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
        return withoutSuggestions(res.json<SearchDirectoryResponse>());
      };
      for (const path of rotation) await answer(cached, path);
      const random = createRandom(11);
      for (let change = 0; change < 6; change++) {
        // A profile edit moving an executive to another's region, industries, years and availability;
        // every third change removes one and brings back another.
        const edited = executives[80 + Math.floor(random() * 220)]!;
        const like = executives[Math.floor(random() * 300)]!;
        await memory.orm.em.fork().transactional(async (em) => {
          if (change % 3 === 2) {
            await removeDirectoryEntry(em, edited.id);
            await upsertDirectoryEntry(em, snapshot(executives[Math.floor(random() * 40)]!));
          } else {
            await upsertDirectoryEntry(em, {
              ...snapshot(edited),
              regionId: like.regionId,
              countryId: like.countryId,
              cityIds: like.cityIds,
              industryIds: like.industryIds,
              yearsExperience: like.years,
              availability: like.availability as 'full-time',
            });
          }
        });
        for (const path of rotation) expect(await answer(cached, path), `change ${change}: ${path}`).toEqual(await answer(sql, path));
      }
    } finally {
      await cached.app.close();
      await cached.orm.close();
      cached.redis.disconnect();
    }
  });

  it('agree when the memory side caches, through staleness flips of many entries at once (decision 023)', async () => {
    const cached = await createTestApp({ DATABASE_URL: memory.config.database.url });
    try {
      const rotation = [...generateDirectoryPaths(reference, 60, 5).map((p) => p.path), ...textPaths()];
      const answer = async (app: TestApp, path: string) => {
        const res = await app.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
        return withoutSuggestions(res.json<SearchDirectoryResponse>());
      };
      for (const path of rotation) await answer(cached, path);
      // Generated confirmations spread over 2025-2026: each cutoff flips a different share both ways.
      for (const cutoff of ['2025-07-01', '2026-03-01', '2025-01-01', '2025-11-15']) {
        const flipped = await memory.orm.em.fork().transactional((em) => refreshDirectoryStaleness(em, new Date(cutoff)));
        expect(flipped, cutoff).toBeGreaterThan(0);
        for (const path of rotation) expect(await answer(cached, path), `${cutoff}: ${path}`).toEqual(await answer(sql, path));
        await expectSameAnswers(rotation.slice(0, 20), clientHeaders);
      }
    } finally {
      await cached.app.close();
      await cached.orm.close();
      cached.redis.disconnect();
    }
  });

  it("holds every entry's card as the rows statement gives it, for a visitor, a client and the executive, through renames it follows", async () => {
    const em = memory.orm.em.fork();
    const directoryReference = indexReference(reference);
    const index = failingIndex();
    // Confirmations in microseconds (a Date holds milliseconds): set in SQL for this index's load alone, then put back.
    const shiftConfirmations = (micros: number) =>
      em.execute(`UPDATE directory_entries SET availability_confirmed_at = availability_confirmed_at + ? * interval '1 microsecond' WHERE entry_no % 3 = 0`, [micros]);
    await shiftConfirmations(999_456);
    await index.load(em);
    const expectCardsAsInSql = async (what: string) => {
      await index.readVersion(em);
      const rows = await em.execute<{ entry_no: number }[]>('SELECT entry_no FROM directory_entries ORDER BY entry_no');
      const positions = rows.map((row) => row.entry_no);
      const statement = buildRowsByEntryStatement(resolveSearchFilters({ page: 1 }, directoryReference, 'preview'), positions);
      const inSql = new Map((await em.execute<(DirectoryRow & { entry_no: number })[]>(statement.text, statement.params)).map((row) => [row.entry_no, row]));
      const inMemory = index.rowsAt(positions)!;
      expect(inMemory, what).toHaveLength(positions.length);
      for (const [i, position] of positions.entries()) {
        const row = inSql.get(position)!;
        for (const viewer of [null, { userId: 'a-client', userType: 'client' as const, isSuperAdmin: false }, { userId: row.executive_id, userType: 'executive' as const, isSuperAdmin: false }]) {
          expect(buildDirectoryCard(directoryReference, inMemory[i]!, viewer), `${what}: ${row.executive_id}`).toEqual(buildDirectoryCard(directoryReference, row, viewer));
        }
      }
    };
    await expectCardsAsInSql('loaded');
    await shiftConfirmations(-999_456);
    await index.load(em);
    // Renamed after the load (followed through the changes), with what JSON escapes and a title of its own.
    for (const [i, e] of executives.slice(100, 110).entries()) {
      await em.transactional((tx) =>
        upsertDirectoryEntry(tx, {
          ...snapshot(e),
          firstName: `Zoë "${i}"`,
          lastName: "O'Brien\\",
          title: 'VP, People & Talent — Ω',
          bio: `Tab\tnew\nline ${'é'.repeat(120)}`,
          availabilityConfirmedAt: new Date(Date.UTC(2026, 10, 1 + i, 9, 30, 0, 999)),
        }),
      );
    }
    await expectCardsAsInSql('renamed');
  });

  // Production sends what the builders make without parsing it (decision 052): parsing must change nothing.
  it('builds only cards, facets and suggestions equal to their parsed form, for every entry, viewer and search', async () => {
    const em = memory.orm.em.fork();
    const directoryReference = indexReference(reference);
    const index = failingIndex();
    await index.load(em);
    const positions = (await em.execute<{ entry_no: number }[]>('SELECT entry_no FROM directory_entries ORDER BY entry_no')).map((row) => row.entry_no);
    const client = { userId: 'a-client', userType: 'client' as const, isSuperAdmin: false };
    for (const q of [undefined, 'talent', 'anna people', 'greenhuose']) {
      for (const scope of ['preview', 'full'] as const) {
        const search = resolveSearchFilters({ q, page: 1 }, directoryReference, scope);
        const statement = buildRowsByEntryStatement(search, positions);
        const rows = await em.execute<(DirectoryRow & { entry_no: number })[]>(statement.text, statement.params);
        for (const row of rows) {
          for (const viewer of scope === 'full' ? [client, { userId: row.executive_id, userType: 'executive' as const, isSuperAdmin: false }] : [null]) {
            const card = buildDirectoryCard(directoryReference, row, viewer, highlighterOf(search));
            expect(directoryCardSchema.parse(card), `${q} ${scope}: ${row.executive_id}`).toStrictEqual(card);
          }
        }
      }
    }
    const paths = [...generateDirectoryPaths(reference, 120, 99).map((p) => p.path), ...textPaths()];
    let suggested = 0;
    for (const path of paths) {
      const query = searchDirectoryQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
      for (const scope of ['preview', 'full'] as const) {
        const search = resolveSearchFilters(query, directoryReference, scope);
        const text = index.matchText(search);
        const counts = index.count(search, text);
        const facets = mapFacets(directoryReference, counts.counts);
        expect(directoryFacetsSchema.parse(facets), path).toStrictEqual(facets);
        const suggestions = index.suggest(search, text, counts.total);
        if (!suggestions) continue;
        suggested++;
        expect(searchSuggestionsSchema.parse(suggestions), path).toStrictEqual(suggestions);
      }
    }
    expect(suggested).toBeGreaterThan(0);
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

