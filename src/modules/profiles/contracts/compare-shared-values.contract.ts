/**
 * Which values every compared leader has in common (issue 15 item 2). The server marks them in
 * GET /api/compare; a plain function so the rule is written once and unit-tested without services.
 */

/** The list attributes a comparison shows, in the order of its rows. */
export const COMPARED_LISTS = [
  'industries',
  'technologies',
  'companySizes',
  'vcStages',
  'languages',
  'markets',
  'revenueJourneys',
] as const;
export type ComparedList = (typeof COMPARED_LISTS)[number];

/** The single-valued attributes: shared when every leader has the same one. */
export const COMPARED_SCALARS = ['title', 'displayLocation', 'yearsExperience', 'availabilityLabel', 'priceRange'] as const;
export type ComparedScalar = (typeof COMPARED_SCALARS)[number];

export type ComparedValues = Record<ComparedList, readonly string[]> & Record<ComparedScalar, string | number | null>;

export type SharedValues = Record<ComparedList, string[]> & Record<ComparedScalar, boolean>;

/**
 * Values present in every compared leader. Nothing is shared with fewer than two leaders (there is
 * nothing to compare), and an unset scalar (null) is never "shared". List values keep the first
 * leader's order, which is the reference data's display order.
 */
export function sharedValuesOf(leaders: readonly ComparedValues[]): SharedValues {
  const comparing = leaders.length >= 2;
  const [first, ...rest] = leaders;
  const shared = {} as SharedValues;
  for (const list of COMPARED_LISTS) {
    shared[list] = comparing && first ? first[list].filter((value) => rest.every((other) => other[list].includes(value))) : [];
  }
  for (const scalar of COMPARED_SCALARS) {
    const value = first?.[scalar] ?? null;
    shared[scalar] = comparing && value !== null && rest.every((other) => other[scalar] === value);
  }
  return shared;
}
