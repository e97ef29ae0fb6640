import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { statementsDuring } from './statements-sent.ts';
import { createTestApp, warmedUp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { removeDirectoryEntry, upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { EXECUTIVES, snapshotOf } from './directory-fixtures.ts';
import { BACKFILL_SEARCH_TEXTS_SQL } from '../../../migrations/Migration20261128050000_directory_search_places.ts';


let t: TestApp;
let reference: ReferenceData;
/** Names are searchable by clients only (decision 006), so name searches here are a client's. */
let client: SignedInUser;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const totalOf = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).json<SearchDirectoryResponse>().total;

beforeAll(async () => {
  // These tests count the statements a search sends when it reads the version (the path every
  // search takes when the version channel cannot vouch); the channel has version-channel.test.ts.
  t = await createTestApp({ DIRECTORY_VERSION_CHANNEL: 'false' });
  await warmedUp(t.app);
  reference = await loadReferenceData(t.orm.em.fork());
  client = await createSignedInUser(t.app, 'client');
});
afterAll(async () => {
  await t.close();
});

describe('the directory facade (upsertDirectoryEntry / removeDirectoryEntry)', () => {
  const alice = () => snapshotOf(reference, { ...EXECUTIVES[0]!, id: '00000000-0000-4000-8000-00000000000a' });
  afterEach(async () => {
    await t.orm.em.fork().execute('DELETE FROM directory_entries');
  });

  it('writes inside the caller transaction: a rollback leaves no entry', async () => {
    await expect(
      t.orm.em.fork().transactional(async (em) => {
        await upsertDirectoryEntry(em, alice());
        throw new Error('the profile save failed');
      }),
    ).rejects.toThrow('the profile save failed');
    expect(await totalOf('/api/directory')).toBe(0);
  });

  it('is visible to the very next search after commit, and an update replaces the row', async () => {
    expect(await totalOf('/api/directory?q=alice', client.headers)).toBe(0);
    await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, alice()));
    expect(await totalOf('/api/directory?q=alice', client.headers)).toBe(1);
    expect(await totalOf('/api/directory?region=europe')).toBe(1);
    // Moved to Canada with a new surname: the cached counts of the earlier searches must not survive.
    const canada = reference.regions[1]!.countries.find((c) => c.slug === 'canada')!;
    await t.orm.em.fork().transactional((em) =>
      upsertDirectoryEntry(em, {
        ...alice(),
        lastName: 'Zed',
        regionId: reference.regions[1]!.id,
        countryId: canada.id,
        cityIds: [canada.cities[0]!.id],
      }),
    );
    expect(await totalOf('/api/directory?region=europe')).toBe(0);
    expect(await totalOf('/api/directory?location=canada')).toBe(1);
    expect(await totalOf('/api/directory?q=zed', client.headers)).toBe(1);
    const [row] = await t.orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM directory_entries');
    expect(row!.n).toBe(1);
  });

  it('removes an entry in the caller transaction, and removing twice is a no-op', async () => {
    await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, alice()));
    expect(await totalOf('/api/directory')).toBe(1);
    await t.orm.em.fork().transactional((em) => removeDirectoryEntry(em, alice().executiveId));
    await t.orm.em.fork().transactional((em) => removeDirectoryEntry(em, alice().executiveId));
    expect(await totalOf('/api/directory')).toBe(0);
  });

  it('defaults the title to the role label, then to Executive, and stores no contact details', async () => {
    await t.orm.em.fork().transactional(async (em) => {
      await upsertDirectoryEntry(em, { ...alice(), roleId: null });
      await upsertDirectoryEntry(em, { ...snapshotOf(reference, EXECUTIVES[1]!), title: 'Fractional People Partner' });
    });
    const rows = await t.orm.em.fork().execute<{ title: string }[]>('SELECT title FROM directory_entries ORDER BY title');
    expect(rows.map((r) => r.title)).toEqual(['Executive', 'Fractional People Partner']);
    const columns = await t.orm.em
      .fork()
      .execute<{ column_name: string }[]>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'directory_entries'`,
      );
    const names = columns.map((c) => c.column_name).join(' ');
    expect(names).not.toMatch(/email|phone|linkedin|cv/);
  });

  it('writes a preview-only search text without names or bio, both texts with the places, which the backfill of migration 0500 (2026-11-28) rebuilds exactly', async () => {
    await t.orm.em.fork().transactional(async (em) => {
      for (const spec of EXECUTIVES) await upsertDirectoryEntry(em, snapshotOf(reference, spec));
    });
    const vectors = () =>
      t.orm.em
        .fork()
        .execute<{ id: string; v: string; full: string }[]>('SELECT executive_id AS id, search_public::text AS v, search::text AS full FROM directory_entries ORDER BY 1');
    const written = await vectors();
    const alice = written.find((row) => row.v.includes("'greenhouse'") && row.v.includes("'lattice'"))!;
    expect(alice.v).not.toMatch(/'alice'|'brown'|'structured'|'interviews'/);
    expect(alice.v).toMatch(/'talent':\d+A/);
    expect(alice.v).toMatch(/'vp':\d+A/);
    // Alice is in Berlin, Germany: both texts hold the place (weight B).
    expect(alice.v).toMatch(/'berlin':\d+B/);
    expect(alice.full).toMatch(/'germany':\d+B/);
    await t.orm.em.fork().execute(BACKFILL_SEARCH_TEXTS_SQL);
    expect(await vectors()).toEqual(written);
  });

  it('keeps the words of both search texts for typos in SQL, and drops a word with the last entry holding it', async () => {
    const kept = async (...words: string[]) => {
      const rows = await t.orm.em.fork().execute<{ lexeme: string }[]>('SELECT lexeme FROM directory_lexemes WHERE lexeme IN (?)', [words]);
      return rows.map((row) => row.lexeme).sort();
    };
    const bob = { ...alice(), executiveId: '00000000-0000-4000-8000-00000000000b', lastName: 'Quenneville' };
    await t.orm.em.fork().transactional(async (em) => {
      await upsertDirectoryEntry(em, alice());
      await upsertDirectoryEntry(em, bob);
    });
    // Each word's count is the entries holding it in either text, once per entry, after every kind of write.
    const expectCountsOfEntries = async () => {
      const em = t.orm.em.fork();
      const stored = await em.execute<{ lexeme: string; entries: number }[]>('SELECT lexeme, entries FROM directory_lexemes ORDER BY lexeme');
      const recounted = await em.execute<{ lexeme: string; entries: number }[]>(`
        SELECT lexeme, count(DISTINCT e.executive_id)::int AS entries
          FROM directory_entries e, unnest(tsvector_to_array(e.search) || tsvector_to_array(e.search_public)) AS lexeme
         GROUP BY lexeme ORDER BY lexeme`);
      expect(stored).toEqual(recounted);
    };
    expect(await kept('alice', 'brown', 'quenneville')).toEqual(['alice', 'brown', 'quenneville']);
    await expectCountsOfEntries();
    // Saved again unchanged: no count moves.
    await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, bob));
    await expectCountsOfEntries();
    // Renamed: the old surname was Bob's alone and goes; 'alice', still Alice's, stays.
    await t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, { ...bob, firstName: 'Bob', lastName: 'Zed' }));
    expect(await kept('alice', 'bob', 'quenneville', 'zed')).toEqual(['alice', 'bob', 'zed']);
    await expectCountsOfEntries();
    await t.orm.em.fork().transactional((em) => removeDirectoryEntry(em, bob.executiveId));
    expect(await kept('alice', 'bob', 'zed')).toEqual(['alice']);
    await expectCountsOfEntries();
  });

  it('refuses a snapshot that is not valid', async () => {
    await expect(
      t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, { ...alice(), industryIds: ['not-a-uuid'] })),
    ).rejects.toThrow();
  });
});

describe('statements per search', () => {
  beforeAll(async () => {
    const em = t.orm.em.fork();
    await em.transactional(async (tx) => {
      for (let i = 0; i < 60; i++) {
        const spec = EXECUTIVES[i % EXECUTIVES.length]!;
        await upsertDirectoryEntry(tx, snapshotOf(reference, { ...spec, lastName: `${spec.lastName}${i}`, approvedDay: i }));
      }
    });
  });

  const busy = '/api/directory?q=gre&region=europe&industries=healthcare,consulting,technology-saas&availability=fractional&yearsExperience=10%2B&languages=english';

  /** A second app on the same database: a fresh process, nothing cached. */
  async function withFreshApp(env: Record<string, string>, work: (app: TestApp) => Promise<void>): Promise<void> {
    const cold = await createTestApp({ DATABASE_URL: t.config.database.url, DIRECTORY_VERSION_CHANNEL: 'false', ...env });
    await warmedUp(cold.app);
    try {
      await work(cold);
    } finally {
      await cold.app.close();
      await cold.orm.close();
      cold.redis.disconnect();
    }
  }

  it("sends 1 statement on a fresh process, free text included: the version (+ index changes); a client's free text 2, the page's bios", async () => {
    await withFreshApp({}, async (cold) => {
      const sent = await statementsDuring(() => cold.app.inject({ method: 'GET', url: busy }));
      expect(sent, sent.join('\n---\n')).toHaveLength(1);
      expect(sent[0]).toContain('directory_changes');
      // The free text was matched in memory, not in PostgreSQL, and the cards came from the index.
      expect(sent.join(' ')).not.toContain('to_tsquery');
      const plain = await statementsDuring(() => cold.app.inject({ method: 'GET', url: '/api/directory?region=europe&page=2' }));
      expect(plain, plain.join('\n---\n')).toHaveLength(1);
      // A client's cards show the bio around a match: the page's rows are read for their whole bios.
      const signedIn = await createSignedInUser(cold.app, 'client');
      const forClient = (await statementsDuring(() => cold.app.inject({ method: 'GET', url: busy, headers: signedIn.headers }))).filter((text) => text.includes('directory_'));
      expect(forClient, forClient.join('\n---\n')).toHaveLength(2);
      expect(forClient[1]).toContain('bio');
    });
  });

  it('sends 3 statements on a fresh process without the facet index: version, page, all counts in one', async () => {
    await withFreshApp({ DIRECTORY_FACET_INDEX: 'false' }, async (cold) => {
      for (const url of [busy, '/api/directory', '/api/directory?region=europe']) {
        const sent = await statementsDuring(() => cold.app.inject({ method: 'GET', url }));
        expect(sent, sent.join('\n---\n')).toHaveLength(3);
        // Unfiltered, the counts are the stored whole-directory ones, not a scan.
        if (url === '/api/directory') expect(sent.join(' ')).toContain('FROM directory_facet_counts');
      }
    });
  });

  it('sends 1 on every page of every search, computed or cached: the version', async () => {
    const urls = ['/api/directory', '/api/directory?region=europe', busy, '/api/directory?technologies=greenhouse,lever'];
    for (const url of urls) {
      for (const page of [1, 2, 3]) {
        const sent = await statementsDuring(async () => {
          const res = await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}`);
          expect(res.statusCode).toBe(200);
        });
        // Counts, free-text matches, page order and a visitor's cards come from the in-memory index.
        expect(sent.length, `${url} page ${page}`).toBe(1);
      }
    }
    const full = await statementsDuring(() => get('/api/directory'));
    expect(full).toHaveLength(1);
    const body = (await get('/api/directory')).json<SearchDirectoryResponse>();
    expect(body.total).toBe(60);
    expect(body.results).toHaveLength(24);
  });

  it('keeps a cached answer across a change that cannot touch it, and recomputes it after one that can', async () => {
    const bob = EXECUTIVES.find((e) => e.key === 'B')!;
    const chloe = EXECUTIVES.find((e) => e.key === 'C')!;
    const outside = snapshotOf(reference, { ...bob, id: randomUUID(), approvedDay: 90 });
    const inside = snapshotOf(reference, { ...chloe, id: randomUUID(), approvedDay: 90 });
    // A client's free text: its computed page reads the rows' bios, so a kept answer shows as no such statement.
    const narrow = '/api/directory?role=cpo&languages=french&q=dubois';
    const change = (snapshot: typeof outside) => t.orm.em.fork().transactional((em) => upsertDirectoryEntry(em, snapshot));
    await change(outside);
    await change(inside);
    const directoryStatements = async () => (await statementsDuring(() => get(narrow, client.headers))).filter((text) => text.includes('directory_'));
    const before = (await get(narrow, client.headers)).json<SearchDirectoryResponse>();
    expect(before.total).toBeGreaterThan(0);

    // Bob (a VP HR speaking English) fails both of the search's filters, before and after.
    await change({ ...outside, yearsExperience: 22, bio: 'Now also coaching founders.' });
    const kept = await directoryStatements();
    expect(kept, kept.join('\n---\n')).toHaveLength(1);
    expect((await get(narrow, client.headers)).json<SearchDirectoryResponse>()).toEqual(before);

    // Chloe matches it: the change shows at once.
    await change({ ...inside, title: 'Chief People Officer, healthcare' });
    const recomputed = await directoryStatements();
    expect(recomputed.length).toBeGreaterThan(1);
    const after = (await get(narrow, client.headers)).json<SearchDirectoryResponse>();
    expect(after.total).toBe(before.total);
    expect(after.results.map((card) => card.title)).toContain('Chief People Officer, healthcare');
  });

  it('keeps the bound for a signed-in client (plus the session lookup every signed-in request makes)', async () => {
    const baseline = await statementsDuring(() => get('/api/health', client.headers));
    // With free text too: a client's matches come from the other tsvector's index, in memory.
    for (const url of ['/api/directory?markets=europe&page=2', '/api/directory?q=gre&markets=europe&page=2']) {
      const sent = await statementsDuring(() => get(url, client.headers));
      const directoryStatements = sent.filter((text) => text.includes('directory_'));
      expect(directoryStatements.length, url).toBeLessThanOrEqual(3);
      expect(sent.length - directoryStatements.length, url).toBeLessThanOrEqual(baseline.length);
    }
  });
});
