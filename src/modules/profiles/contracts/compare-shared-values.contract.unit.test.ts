import { describe, expect, it } from 'vitest';
import { sharedValuesOf, type ComparedValues } from './compare-shared-values.contract.ts';

const leader = (overrides: Partial<ComparedValues> = {}): ComparedValues => ({
  title: 'VP Talent',
  displayLocation: 'Germany, Berlin',
  yearsExperience: 12,
  availabilityLabel: 'Part-time',
  priceRange: '€500-1500',
  industries: ['Fintech', 'SaaS'],
  technologies: ['Workday'],
  companySizes: ['51-200'],
  vcStages: ['Seed'],
  languages: ['English', 'German'],
  markets: ['DACH'],
  revenueJourneys: [],
  ...overrides,
});

describe('sharedValuesOf', () => {
  it('marks list values present in every leader, in the first leader order', () => {
    const shared = sharedValuesOf([
      leader({ industries: ['Fintech', 'SaaS', 'Health'] }),
      leader({ industries: ['Health', 'SaaS'] }),
      leader({ industries: ['SaaS', 'Health', 'Retail'] }),
    ]);
    expect(shared.industries).toEqual(['SaaS', 'Health']);
    expect(shared.languages).toEqual(['English', 'German']);
    expect(shared.revenueJourneys).toEqual([]);
  });

  it('a value missing from one leader is not shared', () => {
    const shared = sharedValuesOf([leader(), leader(), leader({ technologies: ['Greenhouse'], markets: [] })]);
    expect(shared.technologies).toEqual([]);
    expect(shared.markets).toEqual([]);
  });

  it('scalars are shared only when every leader has the same, set value', () => {
    const shared = sharedValuesOf([leader(), leader({ title: 'CPO', yearsExperience: null }), leader({ yearsExperience: null })]);
    expect(shared.title).toBe(false);
    expect(shared.availabilityLabel).toBe(true);
    expect(shared.priceRange).toBe(true);
    const unset = sharedValuesOf([leader({ yearsExperience: null }), leader({ yearsExperience: null })]);
    expect(unset.yearsExperience).toBe(false);
  });

  it('nothing is shared with fewer than two leaders', () => {
    for (const leaders of [[], [leader()]]) {
      const shared = sharedValuesOf(leaders);
      expect(shared.industries).toEqual([]);
      expect(shared.title).toBe(false);
    }
  });
});
