import { z } from 'zod';
import { CURRENCY_SYMBOLS } from '../../reference/contracts/price-format.contract.ts';
import type { SharedValues } from './compare-shared-values.contract.ts';

/**
 * GET /api/compare?ids=a,b,c (issue 15 item 2). The ids are kept as text: malformed ones are left
 * out with a notice like unknown ones (the URL is the user's to edit), only the count is refused.
 */
export const compareQuerySchema = z.object({
  ids: z.string().max(1000, 'You can compare up to 3 leaders at a time.').optional(),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

const list = z.array(z.string());

/**
 * One compared leader, with the same visibility as the directory card: 'full' (a signed-in client,
 * or the executive on their own profile) has the name; 'preview' (everyone else) only initials.
 */
export const comparedExecutiveSchema = z.object({
  id: z.uuid(),
  access: z.enum(['full', 'preview']),
  /** 'Greta Gruber' (full) or 'G.G.' (preview). */
  name: z.string(),
  /** Two letters for the avatar. */
  initials: z.string(),
  title: z.string(),
  displayLocation: z.string(),
  yearsExperience: z.number().int().nullable(),
  availabilityLabel: z.string(),
  /** formatPriceRange's text: '€500-1500', or 'Contact for pricing'. */
  priceRange: z.string(),
  currencySymbol: z.enum(CURRENCY_SYMBOLS),
  industries: list,
  technologies: list,
  companySizes: list,
  vcStages: list,
  languages: list,
  markets: list,
  revenueJourneys: list,
});
export type ComparedExecutive = z.infer<typeof comparedExecutiveSchema>;

/** What every compared leader has in common (sharedValuesOf): list values, and whether each scalar is equal. */
export const sharedValuesSchema = z.object({
  title: z.boolean(),
  displayLocation: z.boolean(),
  yearsExperience: z.boolean(),
  availabilityLabel: z.boolean(),
  priceRange: z.boolean(),
  industries: list,
  technologies: list,
  companySizes: list,
  vcStages: list,
  languages: list,
  markets: list,
  revenueJourneys: list,
}) satisfies z.ZodType<SharedValues>;

export const compareResponseSchema = z.object({
  /** In the order the ids were given (duplicates once). */
  executives: z.array(comparedExecutiveSchema),
  /** Ids left out: malformed, unknown or not approved. */
  droppedIds: z.array(z.string()),
  /** compareMessages.someUnavailable when any id was left out, else null. */
  notice: z.string().nullable(),
  shared: sharedValuesSchema,
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
