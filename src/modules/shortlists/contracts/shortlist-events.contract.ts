import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/** The owner shared a list with a colleague: the e-mail job tells the colleague (unless revoked by then). */
export const ShortlistShared = defineEvent('ShortlistShared', 1, z.object({ shortlistId: z.uuid(), clientId: z.uuid() }));

/**
 * A client put an approved executive on one of their lists (the first add only, not a repeat).
 * Carries no client: insights count it for the executive (decision 050), and nothing else reacts.
 */
export const ExecutiveShortlisted = defineEvent('ExecutiveShortlisted', 1, z.object({ executiveId: z.uuid() }));
