import { z } from 'zod';
import { CURRENCY_SYMBOLS } from '../../reference/contracts/price-format.contract.ts';
import { shortlistCommentSchema } from './shortlist-comments.contract.ts';
import { SHORTLIST_NAME_MAX, SHORTLIST_NOTE_MAX, shortlistFieldMessages as m } from './shortlist-messages.contract.ts';

const timestamp = z.iso.datetime({ offset: true });
const executiveId = z.uuid({ error: m.executiveIdInvalid });

/** The list name: trimmed, non-blank, at most 100 characters (the form shares this schema). */
export const shortlistNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(SHORTLIST_NAME_MAX, m.nameTooLong);

/**
 * POST /api/shortlists. With `executiveId` the list is created with that executive on it in one
 * step (the public profile's 'Create & Add'), so a failed add never leaves an empty list behind.
 */
export const createShortlistBodySchema = z.object({
  name: shortlistNameSchema,
  executiveId: executiveId.optional(),
});
export type CreateShortlistBody = z.input<typeof createShortlistBodySchema>;

/** POST /api/shortlists/:id/executives. */
export const addShortlistExecutiveBodySchema = z.object({ executiveId });
export type AddShortlistExecutiveBody = z.input<typeof addShortlistExecutiveBodySchema>;

/** PUT /api/shortlists/:id/executives/:entryId/note: the whole note, trimmed (an empty one is kept as empty). */
export const saveShortlistNoteBodySchema = z.object({
  note: z.string({ error: m.noteTooLong }).trim().max(SHORTLIST_NOTE_MAX, m.noteTooLong),
});
export type SaveShortlistNoteBody = z.input<typeof saveShortlistNoteBodySchema>;

export const shortlistParamsSchema = z.object({ id: z.uuid() });
export const shortlistEntryParamsSchema = z.object({ id: z.uuid(), entryId: z.uuid() });

/** GET /api/shortlists?executiveId=: marks the lists that already hold that executive (the add dialog). */
export const listShortlistsQuerySchema = z.object({ executiveId: z.uuid().optional() });

export const shortlistSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: timestamp,
  executiveCount: z.number().int(),
  /** Whether the list holds the `executiveId` of the query (false without one). */
  containsExecutive: z.boolean(),
});
export type ShortlistSummary = z.infer<typeof shortlistSummarySchema>;

/** The caller's lists, newest first. */
export const listShortlistsResponseSchema = z.object({ shortlists: z.array(shortlistSummarySchema) });
export type ListShortlistsResponse = z.infer<typeof listShortlistsResponseSchema>;

export const createShortlistResponseSchema = z.object({
  id: z.uuid(),
  /** The entry made for `executiveId`, when one was given. */
  entryId: z.uuid().nullable(),
});
export type CreateShortlistResponse = z.infer<typeof createShortlistResponseSchema>;

/** 201 when added, 200 when the executive was already on the list (the same entry, never a second). */
export const addShortlistExecutiveResponseSchema = z.object({ id: z.uuid(), added: z.boolean() });
export type AddShortlistExecutiveResponse = z.infer<typeof addShortlistExecutiveResponseSchema>;

/** The note's id; the list query shows the saved text and its updated_at. */
export const saveShortlistNoteResponseSchema = z.object({ id: z.uuid() });
export type SaveShortlistNoteResponse = z.infer<typeof saveShortlistNoteResponseSchema>;

/** What a shortlist card shows of an approved executive (same rules as the directory card). */
export const shortlistExecutiveCardSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  title: z.string(),
  /** 'Global' with no region; else the country and its first city; else the region. */
  displayLocation: z.string(),
  /** The availability label, 'Any' when unset. */
  availability: z.string(),
  /** Every industry label: the card shows 3 and '+N more'. */
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  yearsExperience: z.number().int().nullable(),
  /** e.g. '€500-1500', '£2000+', or 'Contact for pricing'. */
  priceRange: z.string(),
  currencySymbol: z.enum(CURRENCY_SYMBOLS),
});
export type ShortlistExecutiveCard = z.infer<typeof shortlistExecutiveCardSchema>;

export const shortlistEntrySchema = z.object({
  /** The entry's id: remove and note calls use it. */
  id: z.uuid(),
  /** Links to /executives/{executiveId}. */
  executiveId: z.uuid(),
  addedAt: timestamp,
  /** The owner's private note, null when none was written. */
  note: z.string().nullable(),
  noteUpdatedAt: timestamp.nullable(),
  /** false once the executive is no longer approved: the entry stays, with no card data. */
  available: z.boolean(),
  executive: shortlistExecutiveCardSchema.nullable(),
  /** The thread shared with the colleagues (empty while the list is shared with no one). */
  comments: z.array(shortlistCommentSchema),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

/** GET /api/shortlists/:id/executives: the list and its entries, newest first. */
export const shortlistExecutivesResponseSchema = z.object({
  shortlist: z.object({ id: z.uuid(), name: z.string(), createdAt: timestamp }),
  entries: z.array(shortlistEntrySchema),
});
export type ShortlistExecutivesResponse = z.infer<typeof shortlistExecutivesResponseSchema>;
