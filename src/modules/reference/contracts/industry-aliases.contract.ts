/**
 * The spec's fixed map from the industry labels people see to the stored specialisation names
 * (spec part 1 section 3). The reference migration stores both on each industry row; this map is
 * the source it must agree with (see get-reference-data.test.ts). Two labels name specialisations
 * that are not among the 13 industries (decision 002): they are kept here so imported legacy data
 * that uses 'marketing' or 'real estate' can be recognised, and no industry claims them.
 */
export const INDUSTRY_LABEL_TO_SPECIALISATION = {
  'Financial Services & Fintech': 'finance',
  'Retail & Ecommerce': 'e-commerce',
  'Education & Edtech': 'education',
  'Healthcare & Life Sciences': 'healthcare',
  'Media & Entertainment': 'entertainment',
  'Manufacturing & Industrial': 'manufacturing',
  'Marketing & Advertising Agencies': 'marketing',
  'Real Estate & Proptech': 'real estate',
} as const;

export type AliasedIndustryLabel = keyof typeof INDUSTRY_LABEL_TO_SPECIALISATION;

/** Labels of the map that have no industry among the 13 (decision 002). */
export const LABELS_WITHOUT_INDUSTRY: readonly AliasedIndustryLabel[] = [
  'Marketing & Advertising Agencies',
  'Real Estate & Proptech',
];
