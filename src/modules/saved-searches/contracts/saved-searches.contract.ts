import { z } from 'zod';
import { searchDirectoryQuerySchema } from '../../directory/contracts/search-directory.contract.ts';
import { SAVED_SEARCH_NAME_MAX, savedSearchFieldMessages as m } from './saved-searches-messages.contract.ts';

export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const savedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: m.frequencyInvalid });

const timestamp = z.iso.datetime({ offset: true });

/** The directory's own filters (GET /api/directory's query contract) without the page. */
const directoryFilters = searchDirectoryQuerySchema.omit({ page: true });

/**
 * The /browse URL state as a saved search keeps it: checked against the directory's query contract
 * (an unknown key is refused), the page and sort-only keys dropped, blank values left out.
 */
export const savedSearchFiltersSchema = z
  .record(z.string(), z.unknown())
  .transform((raw) => Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'page' && key !== 'sort')))
  .pipe(directoryFilters.strict())
  .transform((filters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => typeof value === 'string' && value !== '')) as SavedSearchFilters);
export type SavedSearchFilterKey = keyof typeof directoryFilters.shape;
export type SavedSearchFilters = Partial<Record<SavedSearchFilterKey, string>>;

export const savedSearchNameSchema = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(SAVED_SEARCH_NAME_MAX, m.nameTooLong);

/** POST /api/saved-searches. Without a name the search is named after its filters. */
export const saveSearchBodySchema = z.object({
  name: z.string().trim().max(SAVED_SEARCH_NAME_MAX, m.nameTooLong).optional(),
  filters: savedSearchFiltersSchema,
  frequency: savedSearchFrequencySchema.default('weekly'),
});
export type SaveSearchBody = z.input<typeof saveSearchBodySchema>;

/** PATCH /api/saved-searches/:id: rename, change frequency, or turn alerts back on (or off). */
export const updateSavedSearchBodySchema = z
  .object({ name: savedSearchNameSchema.optional(), frequency: savedSearchFrequencySchema.optional(), alerts: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined || body.alerts !== undefined, {
    message: 'Nothing to change: give a name, a frequency or alerts.',
  });
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const savedSearchParamsSchema = z.object({ id: z.uuid() });

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: savedSearchFrequencySchema,
  /** False once the client unsubscribed from the alert e-mails. */
  alerts: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  lastAlertedAt: timestamp.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const listSavedSearchesResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type ListSavedSearchesResponse = z.infer<typeof listSavedSearchesResponseSchema>;

/** The one-click unsubscribe: the token comes from the e-mail's link (query string). */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(400) });
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.number().int() });
