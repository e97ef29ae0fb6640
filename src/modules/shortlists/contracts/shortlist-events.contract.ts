import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/** The owner shared a list with a colleague: the e-mail job tells the colleague (unless revoked by then). */
export const ShortlistShared = defineEvent('ShortlistShared', 1, z.object({ shortlistId: z.uuid(), clientId: z.uuid() }));
