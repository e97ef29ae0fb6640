import { describe, expect, it } from 'vitest';
import type { CompareResponse, ComparedExecutive } from '@contracts/profiles/contracts/compare.contract.ts';
import { sharedValuesOf } from '@contracts/profiles/contracts/compare-shared-values.contract.ts';
import { compareRows, sharedSummary } from './compare-rows.ts';

const leader = (id: string, overrides: Partial<ComparedExecutive> = {}): ComparedExecutive => ({
  id,
  access: 'full',
  name: `Leader ${id}`,
  initials: 'LL',
  title: 'VP Talent',
  displayLocation: 'Germany, Berlin',
  yearsExperience: 12,
  availabilityLabel: 'Part-time',
  priceRange: '€500-1500',
  currencySymbol: '€',
  industries: ['Fintech', 'SaaS'],
  technologies: ['Workday'],
  companySizes: [],
  vcStages: ['Seed'],
  languages: ['English'],
  markets: ['DACH'],
  revenueJourneys: [],
  ...overrides,
});

const comparison = (executives: ComparedExecutive[]): Pick<CompareResponse, 'executives' | 'shared'> => ({
  executives,
  shared: sharedValuesOf(executives),
});

describe('compare rows', () => {
  it('one row per attribute, one cell per leader, shared values flagged', () => {
    const rows = compareRows(comparison([leader('a'), leader('b', { industries: ['SaaS', 'Health'], title: 'CPO' })]));
    expect(rows.map((row) => row.label)).toEqual([
      'Title',
      'Location',
      'Experience',
      'Availability',
      'Rate',
      'Industries',
      'Tools & technologies',
      'Company sizes',
      'VC stages',
      'Languages',
      'Markets',
      'Revenue journeys',
    ]);
    const industries = rows.find((row) => row.key === 'industries')!;
    expect(industries.cells).toEqual([
      [
        { text: 'Fintech', shared: false },
        { text: 'SaaS', shared: true },
      ],
      [
        { text: 'SaaS', shared: true },
        { text: 'Health', shared: false },
      ],
    ]);
    expect(industries.hasShared).toBe(true);
    const title = rows.find((row) => row.key === 'title')!;
    expect(title).toMatchObject({ hasShared: false, cells: [[{ text: 'VP Talent', shared: false }], [{ text: 'CPO', shared: false }]] });
  });

  it('formats rate and years, and leaves unset values empty (never shared)', () => {
    const rows = compareRows(comparison([leader('a', { yearsExperience: null }), leader('b', { priceRange: 'Contact for pricing' })]));
    expect(rows.find((row) => row.key === 'yearsExperience')!.cells).toEqual([[], [{ text: '12+ years', shared: false }]]);
    expect(rows.find((row) => row.key === 'priceRange')!.cells).toEqual([
      [{ text: '€500-1500 per day', shared: false }],
      [{ text: 'Contact for pricing', shared: false }],
    ]);
    expect(rows.find((row) => row.key === 'companySizes')!).toMatchObject({ cells: [[], []], hasShared: false });
  });

  it('the summary lists every shared value once', () => {
    const rows = compareRows(comparison([leader('a'), leader('b'), leader('c', { technologies: [] })]));
    expect(sharedSummary(rows)).toEqual([
      'VP Talent',
      'Germany, Berlin',
      '12+ years',
      'Part-time',
      '€500-1500 per day',
      'Fintech',
      'SaaS',
      'Seed',
      'English',
      'DACH',
    ]);
  });
});
