import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { seedDemoProfiles } from '../../../src/modules/profiles/index.ts';
import type { DirectoryCard, SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { JUDGED_QUERIES, type JudgedQuery } from './judged-queries.ts';

/**
 * Relevance we can measure (issue 33 item 5): every judged query's top five holds what its
 * judgment names (judged-queries.ts), on the demo directory `make dev` shows.
 */

let t: TestApp;
let client: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoProfiles(t.orm.em.fork());
  client = await createSignedInUser(t.app, 'client');
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function topFive(q: string, as: JudgedQuery['as']): Promise<DirectoryCard[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/directory?q=${encodeURIComponent(q)}`, headers: as === 'client' ? client.headers : {} });
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json<SearchDirectoryResponse>().results.slice(0, 5);
}

const described = (card: DirectoryCard) =>
  `${card.access === 'full' ? card.name : card.initials} (${card.title}; ${card.displayLocation}; ${card.technologies.join(', ')})`;

describe('the judged queries', () => {
  it('are at least 60, over names, titles, tools, industries and places, a third of them misspelt or abbreviated', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(JUDGED_QUERIES.filter((judged) => judged.sameAs).length).toBeGreaterThanOrEqual(20);
  });

  it.each(JUDGED_QUERIES.map((judged) => [`${judged.q} (${judged.as})`, judged] as const))('%s', async (_name, judged) => {
    const top = await topFive(judged.q, judged.as);
    const seen = top.map(described).join(' | ');
    if (judged.sameAs !== undefined) {
      const expected = await topFive(judged.sameAs, judged.as);
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
