import type { CompareResponse, ComparedExecutive } from '@contracts/profiles/contracts/compare.contract.ts';
import type { ComparedList, ComparedScalar } from '@contracts/profiles/contracts/compare-shared-values.contract.ts';
import { formatDayRate } from '@contracts/reference/contracts/price-format.contract.ts';

/**
 * The comparison's rows as the page shows them (issue 15 item 2): one row per attribute, one cell
 * per leader, each value flagged when the server marked it shared by every leader.
 */

export type CompareValue = { text: string; shared: boolean };
export type CompareRow = {
  key: ComparedScalar | ComparedList;
  label: string;
  /** One cell per leader, in the leaders' order; an empty cell reads 'Not specified'. */
  cells: CompareValue[][];
  /** Whether any value of the row is shared (the row is highlighted). */
  hasShared: boolean;
};

const SCALARS: { key: ComparedScalar; label: string; text: (e: ComparedExecutive) => string | null }[] = [
  { key: 'title', label: 'Title', text: (e) => e.title },
  { key: 'displayLocation', label: 'Location', text: (e) => e.displayLocation },
  { key: 'yearsExperience', label: 'Experience', text: (e) => (e.yearsExperience === null ? null : `${e.yearsExperience}+ years`) },
  { key: 'availabilityLabel', label: 'Availability', text: (e) => e.availabilityLabel },
  // The shared price-format contract, as on the public profile.
  { key: 'priceRange', label: 'Rate', text: (e) => formatDayRate(e.priceRange) },
];

const LISTS: { key: ComparedList; label: string }[] = [
  { key: 'industries', label: 'Industries' },
  { key: 'technologies', label: 'Tools & technologies' },
  { key: 'companySizes', label: 'Company sizes' },
  { key: 'vcStages', label: 'VC stages' },
  { key: 'languages', label: 'Languages' },
  { key: 'markets', label: 'Markets' },
  { key: 'revenueJourneys', label: 'Revenue journeys' },
];

export function compareRows(comparison: Pick<CompareResponse, 'executives' | 'shared'>): CompareRow[] {
  const { executives, shared } = comparison;
  const scalarRows = SCALARS.map(({ key, label, text }) => {
    const cells = executives.map((executive) => {
      const value = text(executive);
      return value === null ? [] : [{ text: value, shared: shared[key] }];
    });
    return { key, label, cells, hasShared: shared[key] };
  });
  const listRows = LISTS.map(({ key, label }) => {
    const common = new Set(shared[key]);
    const cells = executives.map((executive) => executive[key].map((text) => ({ text, shared: common.has(text) })));
    return { key, label, cells, hasShared: common.size > 0 };
  });
  return [...scalarRows, ...listRows];
}

/** The summary above the table: 'Shared by all 3: Fintech, English' (nothing when nothing is shared). */
export function sharedSummary(rows: readonly CompareRow[]): string[] {
  const values = new Set<string>();
  for (const row of rows) for (const value of row.cells[0] ?? []) if (value.shared) values.add(value.text);
  return [...values];
}
