import { z } from 'zod';

/**
 * The reference data every option list in the product comes from (spec part 1 section 3),
 * seeded by migration with fixed UUIDs and served by GET /api/reference.
 * `slug` is the stable identifier used in URLs and forms; `id` is what link tables store.
 */
const option = z.object({ id: z.uuid(), slug: z.string(), label: z.string() });
export type ReferenceOption = z.infer<typeof option>;

const city = option;
const country = option.extend({
  /** 'country' in Europe, 'area' for the North America areas (east-coast, central, west-coast, canada). */
  kind: z.enum(['country', 'area']),
  /** ISO 4217 code for the price badge: GBP for the UK, EUR for the rest of Europe, USD/CAD in North America. */
  currency: z.enum(['EUR', 'GBP', 'USD', 'CAD']),
  cities: z.array(city),
});
const region = option.extend({ countries: z.array(country) });

export const referenceDataSchema = z.object({
  roles: z.array(option),
  /** europe, north-america, remote ('remote' has no countries). */
  regions: z.array(region),
  industries: z.array(
    option.extend({
      /** The stored specialisation name the UI label maps to (e.g. 'Financial Services & Fintech' → 'finance'). */
      name: z.string(),
      aliases: z.array(z.string()),
    }),
  ),
  /** The 19 HR tools ('technologies' in the data model), grouped by category. */
  technologies: z.array(option.extend({ category: z.string() })),
  companySizes: z.array(option),
  vcStages: z.array(option.extend({ onProfile: z.boolean() })),
  languages: z.array(option),
  markets: z.array(option),
  revenueJourneys: z.array(option),
  priceBands: z.array(option.extend({ min: z.number().int(), max: z.number().int().nullable() })),
  /** Availability stored on a profile: full-time, part-time, specific-hours, any. */
  profileAvailability: z.array(option),
  yearsOfExperience: z.array(
    option.extend({ storedYears: z.number().int(), min: z.number().int(), max: z.number().int().nullable() }),
  ),
  plannedHires: z.array(option),
  /** Availability in the home and browse filters: fractional, contract, retainer, full-time-temp. */
  engagementTypes: z.array(option.extend({ description: z.string() })),
});

export type ReferenceData = z.infer<typeof referenceDataSchema>;
