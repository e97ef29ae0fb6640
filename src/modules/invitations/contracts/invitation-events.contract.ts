import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/**
 * A consultant invited an executive. The e-mail job mints the link's token when it runs (only its
 * hash is stored), so no usable link ever sits in the outbox.
 */
export const InvitationCreated = defineEvent('InvitationCreated', 1, z.object({ invitationId: z.uuid() }));

/** A consultant asked for the invitation again: a new token, the old link stops working. */
export const InvitationResent = defineEvent('InvitationResent', 1, z.object({ invitationId: z.uuid() }));

/** The invitee created their account from the link: the job tells the consultant. */
export const InvitationClaimed = defineEvent(
  'InvitationClaimed',
  1,
  z.object({ invitationId: z.uuid(), executiveId: z.uuid() }),
);
