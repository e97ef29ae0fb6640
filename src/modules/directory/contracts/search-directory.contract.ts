import { z } from 'zod';
import { CURRENCY_SYMBOLS } from '../../reference/contracts/price-format.contract.ts';

export const DIRECTORY_PAGE_SIZE = 24;

const text = (max: number, description: string) => z.string().trim().max(max, `must be at most ${max} characters`).optional().describe(description);
const list = (description: string) => text(2000, `${description} (comma-separated slugs; any of them matches)`);

/** GET /api/directory query string: the spec's browse URL parameters plus the other filters. */
export const searchDirectoryQuerySchema = z.object({
  q: text(200, 'Free text over names, titles, bios, industries and tools (prefix matching)'),
  role: text(100, "A role slug ('vp-talent'), its label or a featured card's lower-cased label ('vp talent')"),
  location: text(100, "The home form's location: a European country, a North America area, or 'remote'"),
  region: text(100, "europe, north-america or remote"),
  country: text(100, 'A European country or North America area slug'),
  city: list('Cities'),
  availability: text(100, 'An engagement type (fractional, contract, retainer, full-time-temp) or a stored availability'),
  yearsExperience: text(20, "'a-b' (inclusive) or 'N+' (at least N)"),
  industries: list('Industries'),
  technologies: list('Tools'),
  companySizes: list('Company sizes'),
  vcStages: list('VC stages'),
  priceBands: list('Price per day bands'),
  languages: list('Languages'),
  markets: list('Markets'),
  revenueJourneys: list('Revenue journey bands'),
  page: z.coerce
    .number({ error: 'must be a whole number of 1 or more' })
    .int('must be a whole number of 1 or more')
    .min(1, 'must be a whole number of 1 or more')
    .max(10_000, 'must be at most 10000')
    .default(1),
});
export type SearchDirectoryQuery = z.infer<typeof searchDirectoryQuerySchema>;

const cardBase = z.object({
  id: z.uuid(),
  /** The role label (default 'Executive'); upper case on previews. */
  title: z.string(),
  /** 'Global' with no region; else the country and its first city; else the region. */
  displayLocation: z.string(),
  /** The stored availability's label, 'Any' when unset. */
  availability: z.string(),
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  /** e.g. '€500-1500', '£2000+', or 'Contact for pricing'. */
  priceRange: z.string(),
  currencySymbol: z.enum(CURRENCY_SYMBOLS),
  yearsExperience: z.number().int().nullable(),
  /** When the executive last confirmed their availability (ISO); the web says how long ago, so cached JSON never ages. */
  availabilityConfirmedAt: z.iso.datetime({ offset: true }),
});

/** Matched stretches of a shown text, [start, end) in UTF-16 code units, for <mark> (issue 33 item 3). */
const matchRanges = z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)]));

/** A signed-in client, or the executive on their own card. */
export const fullDirectoryCardSchema = cardBase.extend({
  access: z.literal('full'),
  isOwn: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /** The first 100 characters of the bio followed by '...'. */
  bioPreview: z.string(),
  /**
   * With free text: why the card matched, the words the search reached in the name and title, and a
   * short snippet of the bio around its first match (in place of bioPreview) when the bio matched.
   */
  matches: z
    .object({ name: matchRanges, title: matchRanges, bio: z.object({ snippet: z.string(), ranges: matchRanges }).optional() })
    .optional(),
});

/** Everyone else: initials and the upper-case title, never a name or bio. */
export const previewDirectoryCardSchema = cardBase.extend({
  access: z.literal('preview'),
  initials: z.string(),
  /** With free text: the words the search reached in the (upper-case) title. */
  matches: z.object({ title: matchRanges }).optional(),
});

export const directoryCardSchema = z.discriminatedUnion('access', [fullDirectoryCardSchema, previewDirectoryCardSchema]);
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

const counts = z.record(z.string(), z.number().int());

/** Counts per option slug for the current search; each kind ignores its own selection. */
export const directoryFacetsSchema = z.object({
  role: counts,
  location: counts,
  region: counts,
  country: counts,
  city: counts,
  availability: counts,
  yearsExperience: counts,
  industries: counts,
  technologies: counts,
  companySizes: counts,
  vcStages: counts,
  priceBands: counts,
  languages: counts,
  markets: counts,
  revenueJourneys: counts,
});
export type DirectoryFacets = z.infer<typeof directoryFacetsSchema>;

/**
 * Offered when a search finds few (issue 33 item 4): up to three searches with a term corrected
 * from the directory's words, each with what it finds, when nothing was found; and the filter
 * whose removal shows the most, when fewer than five were found. `filter` is a filter group:
 * 'role', 'location' (region, country and city together), 'availability', 'yearsExperience', or
 * the name of a list filter ('industry', 'technology', ...).
 */
export const searchSuggestionsSchema = z.object({
  corrections: z.array(z.object({ q: z.string(), total: z.number().int() })),
  dropFilter: z.object({ filter: z.string(), total: z.number().int() }).optional(),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const searchDirectoryResponseSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(directoryCardSchema),
  facets: directoryFacetsSchema,
  suggestions: searchSuggestionsSchema.optional(),
});
export type SearchDirectoryResponse = z.infer<typeof searchDirectoryResponseSchema>;
