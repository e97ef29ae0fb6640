import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../reference/contracts/reference.contract.ts';
import { browseQueryOf, summariseSearchFilters } from './saved-search-summary.contract.ts';
import { savedSearchFiltersSchema } from './saved-searches.contract.ts';

const option = (slug: string, label: string) => ({ id: '00000000-0000-4000-8000-000000000000', slug, label });
const reference = {
  roles: [option('vp-talent', 'VP Talent')],
  regions: [{ ...option('europe', 'Europe'), countries: [{ ...option('germany', 'Germany'), kind: 'country', currency: 'EUR', cities: [option('berlin', 'Berlin')] }] }],
  engagementTypes: [{ ...option('fractional', 'Fractional'), description: '' }],
  profileAvailability: [],
  industries: [{ ...option('fintech', 'Fintech'), name: 'finance', aliases: [] }, { ...option('saas', 'SaaS'), name: 'saas', aliases: [] }],
  technologies: [],
  companySizes: [],
  vcStages: [],
  priceBands: [],
  languages: [],
  markets: [],
  revenueJourneys: [],
} as unknown as ReferenceData;

describe('summariseSearchFilters', () => {
  it('reads the filters in a fixed order with the reference labels, a list as its first label and how many more', () => {
    expect(
      summariseSearchFilters({ industries: 'fintech,saas', role: 'vp-talent', country: 'germany', q: 'greenhouse', yearsExperience: '10+' }, reference),
    ).toBe('"greenhouse" · VP Talent · Germany · 10+ years · Fintech +1 more');
  });

  it('names an empty search and humanises slugs it cannot label', () => {
    expect(summariseSearchFilters({}, reference)).toBe('All Talent Leaders');
    expect(summariseSearchFilters({ markets: 'north-america' })).toBe('North america');
  });

  it('never exceeds the name limit', () => {
    expect(summariseSearchFilters({ q: 'x'.repeat(300) }).length).toBe(100);
  });
});

describe('savedSearchFiltersSchema', () => {
  it('keeps the directory filters, drops page, sort and blanks', () => {
    expect(savedSearchFiltersSchema.parse({ role: 'vp-talent', page: '3', sort: 'new', q: ' ', city: 'berlin' })).toEqual({ role: 'vp-talent', city: 'berlin' });
  });

  it('refuses a key the directory does not know', () => {
    expect(savedSearchFiltersSchema.safeParse({ colour: 'blue' }).success).toBe(false);
  });

  it('round-trips through the /browse query string', () => {
    expect(browseQueryOf({ role: 'vp-talent', city: 'berlin,munich' })).toBe('role=vp-talent&city=berlin%2Cmunich');
  });
});
