import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { seedDemoProfiles } from '../../../src/modules/profiles/index.ts';
import type { DirectoryCard, SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData } from '../../../src/modules/reference/index.ts';
import { upsertDirectoryEntry } from '../../../src/modules/directory/index.ts';
import { createRandom, directorySnapshotOf, generateExecutive } from '../../load/seed-directory.ts';
import { BENCHMARK_JUDGED_QUERIES, JUDGED_QUERIES, type JudgedQuery } from './judged-queries.ts';

/**
 * Relevance we can measure (issue 33 item 5): every judged query's top five holds what its
 * judgment names (judged-queries.ts), on the demo directory `make dev` shows and on the
 * benchmark generator's.
 */

/** The demo directory's app and the benchmark directory's, each with a signed-in client. */
let demo: { t: TestApp; client: SignedInUser };
let generated: { t: TestApp; client: SignedInUser };

beforeAll(async () => {
  const [demoApp, generatedApp] = await Promise.all([createTestApp(), createTestApp()]);
  await seedDemoProfiles(demoApp.orm.em.fork());
  const reference = await loadReferenceData(generatedApp.orm.em.fork());
  const random = createRandom(7);
  const executives = Array.from({ length: 300 }, (_, i) => generateExecutive(random, reference, i));
  await generatedApp.orm.em.fork().transactional(async (em) => {
    for (const executive of executives) await upsertDirectoryEntry(em, directorySnapshotOf(executive));
  });
  demo = { t: demoApp, client: await createSignedInUser(demoApp.app, 'client') };
  generated = { t: generatedApp, client: await createSignedInUser(generatedApp.app, 'client') };
}, 120_000);
afterAll(async () => {
  await Promise.all([demo.t.close(), generated.t.close()]);
});

async function topFive(on: typeof demo, q: string, as: JudgedQuery['as']): Promise<DirectoryCard[]> {
  const { t, client } = on;
  const res = await t.app.inject({ method: 'GET', url: `/api/directory?q=${encodeURIComponent(q)}`, headers: as === 'client' ? client.headers : {} });
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json<SearchDirectoryResponse>().results.slice(0, 5);
}

const described = (card: DirectoryCard) =>
  `${card.access === 'full' ? card.name : card.initials} (${card.title}; ${card.displayLocation}; ${card.technologies.join(', ')})`;

describe('the judged queries', () => {
  it('are at least 60, over names, titles, tools, industries and places, a third of them misspelt or abbreviated', () => {
    expect(JUDGED_QUERIES.length + BENCHMARK_JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(JUDGED_QUERIES.filter((judged) => judged.sameAs).length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ...JUDGED_QUERIES.map((judged) => [`${judged.q} (${judged.as}, demo)`, judged, 'demo'] as const),
    ...BENCHMARK_JUDGED_QUERIES.map((judged) => [`${judged.q} (${judged.as}, benchmark data)`, judged, 'benchmark'] as const),
  ])('%s', async (_name, judged, data) => {
    const on = data === 'demo' ? demo : generated;
    const top = await topFive(on, judged.q, judged.as);
    const seen = top.map(described).join(' | ');
    if (judged.sameAs !== undefined) {
      const expected = await topFive(on, judged.sameAs, judged.as);
      expect(expected.length, `'${judged.sameAs}' finds someone`).toBeGreaterThan(0);
      expect(top.map((card) => card.id), `${judged.q} as ${judged.sameAs}: ${seen}`).toEqual(expected.map((card) => card.id));
      return;
    }
    expect(top.length, judged.q).toBeGreaterThan(0);
    if (judged.names) {
      const names = top.map((card) => (card.access === 'full' ? card.name : ''));
      for (const name of judged.names) expect(names, `${judged.q}: ${seen}`).toContain(name);
    }
    for (const card of top) {
      if (judged.titles) expect(judged.titles.map((title) => title.toUpperCase()), `${judged.q}: ${seen}`).toContain(card.title.toUpperCase());
      if (judged.tool) expect(card.technologies.some((tool) => tool.startsWith(judged.tool!)), `${judged.q}: ${seen}`).toBe(true);
      if (judged.industry) expect(card.industries, `${judged.q}: ${seen}`).toContain(judged.industry);
      if (judged.place) expect(card.displayLocation, `${judged.q}: ${seen}`).toContain(judged.place);
    }
  });
});
