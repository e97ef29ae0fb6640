import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { findUnknownReferenceIds, loadReferenceData, referenceKinds } from '../../index.ts';

describe('findUnknownReferenceIds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts ids of existing rows of the given kind, whatever their case', async () => {
    const em = t.orm.em.fork();
    const data = await loadReferenceData(em);
    const ids = data.industries.slice(0, 3).map((i) => i.id);
    expect(await findUnknownReferenceIds(em, 'industries', [...ids, ids[0]!.toUpperCase()])).toEqual([]);
    const berlin = data.regions[0]!.countries.find((c) => c.slug === 'germany')!.cities[0]!.id;
    expect(await findUnknownReferenceIds(em, 'cities', [berlin])).toEqual([]);
    expect(await findUnknownReferenceIds(em, 'yearsOfExperience', [data.yearsOfExperience[0]!.id])).toEqual([]);
  });

  it('returns malformed ids, unknown UUIDs and ids of another kind, once each', async () => {
    const em = t.orm.em.fork();
    const data = await loadReferenceData(em);
    const language = data.languages[0]!.id;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = await findUnknownReferenceIds(em, 'industries', [
      data.industries[0]!.id,
      'finance',
      "1'; DROP TABLE industries; --",
      unknown,
      unknown,
      language,
    ]);
    expect(result).toEqual(['finance', "1'; DROP TABLE industries; --", unknown, language]);
  });

  it('answers an empty list without a query and knows every kind', async () => {
    const em = t.orm.em.fork();
    expect(await findUnknownReferenceIds(em, 'roles', [])).toEqual([]);
    for (const kind of referenceKinds) {
      expect(await findUnknownReferenceIds(em, kind, ['00000000-0000-4000-8000-000000000000'])).toHaveLength(1);
    }
  });
});
