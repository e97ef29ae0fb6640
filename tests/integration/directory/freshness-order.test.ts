import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { refreshDirectoryStaleness, upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { EXECUTIVES, snapshotOf, withoutSuggestions } from './directory-fixtures.ts';

/**
 * Profile freshness in the directory's order (decision 023): an entry not confirmed for 90 days
 * (stored `stale`) ranks below fresh ones at equal relevance, with and without free text, in
 * memory and in SQL; flipping it through the facade is seen by the very next search of a caching
 * process, and the counts stay equal to PostgreSQL's.
 */
let memory: TestApp;
let sql: TestApp;
let reference: ReferenceData;
const keyOf = new Map<string, string>();

/** Dan (D) and Grace (G) last confirmed in September 2025; everyone else in January 2026. */
const STALE_CONFIRMED_DAY = -120;

const searches = ['', 'q=greenhouse', 'technologies=greenhouse', 'region=europe', 'q=greenhouse&region=europe', 'availability=full-time-temp', 'q=vp'];

async function answer(app: TestApp, query: string): Promise<SearchDirectoryResponse> {
  const res = await app.app.inject({ method: 'GET', url: `/api/directory${query ? `?${query}` : ''}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return withoutSuggestions(res.json<SearchDirectoryResponse>());
}

/** The cards' keys in order, the same from the caching in-memory app and the SQL app (whose whole answer must match). */
async function keys(query: string): Promise<string> {
  const [fromMemory, fromSql] = await Promise.all([answer(memory, query), answer(sql, query)]);
  expect(fromMemory, query).toEqual(fromSql);
  return fromMemory.results.map((card) => keyOf.get(card.id)).join(' ');
}

async function directoryVersion(): Promise<string> {
  const [row] = await memory.orm.em.fork().execute<{ version: string }[]>('SELECT version::text AS version FROM directory_state');
  return row!.version;
}

const flipAt = (cutoff: Date) => memory.orm.em.fork().transactional((em) => refreshDirectoryStaleness(em, cutoff));

beforeAll(async () => {
  memory = await createTestApp();
  reference = await loadReferenceData(memory.orm.em.fork());
  sql = await createTestApp({ DATABASE_URL: memory.config.database.url, DIRECTORY_SEARCH_CACHE_ENTRIES: '0', DIRECTORY_FACET_INDEX: 'false' });
  for (const spec of EXECUTIVES) {
    const stale = spec.key === 'D' || spec.key === 'G';
    const snapshot = snapshotOf(reference, { ...spec, stale, confirmedDay: stale ? STALE_CONFIRMED_DAY : 20 });
    keyOf.set(snapshot.executiveId, spec.key);
    await memory.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshot));
  }
});
afterAll(async () => {
  await sql.app.close();
  await sql.orm.close();
  sql.redis.disconnect();
  await memory.close();
});

describe('stale entries in the directory order', () => {
  it('rank below fresh ones without free text, newest approval first within each', async () => {
    expect(await keys('')).toBe('F E C B A G D');
    expect(await keys('region=europe')).toBe('C B A G');
    expect(await keys('availability=full-time-temp')).toBe('B G D');
  });

  it('rank below fresh ones at equal relevance, and relevance still comes first', async () => {
    // One 'greenhouse' each (A, D, G): equal rank, so the fresh one leads.
    expect(await keys('q=greenhouse')).toBe('A G D');
    expect(await keys('technologies=greenhouse')).toBe('A G D');
    expect(await keys('q=greenhouse&region=europe')).toBe('A G');
    // 'vp' is in the title of A and G (weight A) and B's: relevance is equal, staleness decides.
    expect(await keys('q=vp')).toBe('B A G');
  });

  it('carry when availability was last confirmed on every card', async () => {
    const landing = await answer(memory, '');
    const confirmed = Object.fromEntries(landing.results.map((card) => [keyOf.get(card.id), card.availabilityConfirmedAt]));
    expect(confirmed.A).toBe(new Date(Date.UTC(2026, 0, 21)).toISOString());
    expect(confirmed.G).toBe(new Date(Date.UTC(2026, 0, 1 + STALE_CONFIRMED_DAY)).toISOString());
  });
});

describe('flipping staleness through the facade', () => {
  it('is seen by the very next search of a caching process, with counts equal to SQL', async () => {
    for (const query of searches) await keys(query);
    const before = await directoryVersion();

    // Confirmations older than August 2025 are stale: D and G (September) are fresh again.
    expect(await flipAt(new Date(Date.UTC(2025, 7, 1)))).toBe(2);
    expect(await directoryVersion()).toBe(String(BigInt(before) + 1n));
    expect(await keys('')).toBe('G F E D C B A');
    expect(await keys('q=greenhouse')).toBe('G D A');
    for (const query of searches) await keys(query);

    // A second run with the same cutoff flips nothing and leaves the version (and every cache) alone.
    expect(await flipAt(new Date(Date.UTC(2025, 7, 1)))).toBe(0);
    expect(await directoryVersion()).toBe(String(BigInt(before) + 1n));

    // Confirmations older than December 2025: D and G are stale again.
    expect(await flipAt(new Date(Date.UTC(2025, 11, 1)))).toBe(2);
    expect(await keys('')).toBe('F E C B A G D');
    expect(await keys('q=greenhouse')).toBe('A G D');
    for (const query of searches) await keys(query);
  });

  it('moves an entry back among the fresh ones when it is confirmed (an upsert with a new date)', async () => {
    const grace = EXECUTIVES.find((spec) => spec.key === 'G')!;
    const id = [...keyOf].find(([, key]) => key === 'G')![0];
    await memory.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, { ...snapshotOf(reference, { ...grace, id, confirmedDay: 40 }) }));
    expect(await keys('')).toBe('G F E C B A D');
    const card = (await answer(memory, '')).results[0]!;
    expect(card.availabilityConfirmedAt).toBe(new Date(Date.UTC(2026, 0, 41)).toISOString());
    for (const query of searches) await keys(query);
  });
});
