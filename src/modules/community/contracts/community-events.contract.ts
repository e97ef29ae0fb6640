import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/** Someone became a member (the join form, or an executive's auto-enrolment). */
export const MemberJoined = defineEvent(
  'MemberJoined',
  1,
  z.object({ memberId: z.uuid(), autoEnrolled: z.boolean() }),
);

/**
 * A Slack invite was asked for (on joining, on auto-enrolment, or by an admin). The job sends it
 * only while this event is the member's current request, so an admin's re-send supersedes it.
 */
export const SlackInviteRequested = defineEvent(
  'SlackInviteRequested',
  1,
  z.object({ memberId: z.uuid() }),
);

/**
 * Compare the members with Slack's users.list now (the worker also does it daily on a schedule).
 * Recorded by `npm run slack -- reconcile`.
 */
export const SlackReconciliationRequested = defineEvent('SlackReconciliationRequested', 1, z.object({}));
