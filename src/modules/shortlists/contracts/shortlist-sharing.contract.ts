import { z } from 'zod';
import { shortlistFieldMessages as m } from './shortlist-messages.contract.ts';
import { shortlistCommentSchema } from './shortlist-comments.contract.ts';
import { shortlistExecutiveCardSchema } from './shortlists.contract.ts';

const timestamp = z.iso.datetime({ offset: true });

/** POST /api/shortlists/:id/shares: the colleague's sign-in address. */
export const shareShortlistBodySchema = z.object({
  email: z.string({ error: m.emailInvalid }).trim().pipe(z.email({ message: m.emailInvalid })),
});
export type ShareShortlistBody = z.input<typeof shareShortlistBodySchema>;

export const shortlistShareParamsSchema = z.object({ id: z.uuid(), clientId: z.uuid() });

/** A colleague the owner shared the list with. */
export const shortlistColleagueSchema = z.object({
  clientId: z.uuid(),
  name: z.string(),
  email: z.string(),
  sharedAt: timestamp,
});
export type ShortlistColleague = z.infer<typeof shortlistColleagueSchema>;

/** GET /api/shortlists/:id/shares: the owner's view of who can see the list, oldest share first. */
export const listShortlistSharesResponseSchema = z.object({ colleagues: z.array(shortlistColleagueSchema) });
export type ListShortlistSharesResponse = z.infer<typeof listShortlistSharesResponseSchema>;

/** A list shared with the caller, as 'Shared with me' shows it. */
export const sharedShortlistSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerName: z.string(),
  sharedAt: timestamp,
  executiveCount: z.number().int(),
});
export type SharedShortlistSummary = z.infer<typeof sharedShortlistSummarySchema>;

/** GET /api/shortlists/shared: every list shared with the caller, most recently shared first. */
export const listSharedShortlistsResponseSchema = z.object({ shortlists: z.array(sharedShortlistSummarySchema) });
export type ListSharedShortlistsResponse = z.infer<typeof listSharedShortlistsResponseSchema>;

/** An entry as a colleague sees it: the card and the shared thread, never the owner's note. */
export const sharedShortlistEntrySchema = z.object({
  id: z.uuid(),
  executiveId: z.uuid(),
  addedAt: timestamp,
  available: z.boolean(),
  executive: shortlistExecutiveCardSchema.nullable(),
  comments: z.array(shortlistCommentSchema),
});
export type SharedShortlistEntry = z.infer<typeof sharedShortlistEntrySchema>;

/** GET /api/shortlists/shared/:id: a list shared with the caller, read-only, entries newest first. */
export const sharedShortlistResponseSchema = z.object({
  shortlist: z.object({ id: z.uuid(), name: z.string(), createdAt: timestamp, ownerName: z.string() }),
  entries: z.array(sharedShortlistEntrySchema),
});
export type SharedShortlistResponse = z.infer<typeof sharedShortlistResponseSchema>;
