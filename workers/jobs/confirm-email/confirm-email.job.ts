import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { EmailConfirmationRequested, UserRegistered } from '../../../src/modules/identity/index.ts';

/** The confirmation link after sign-up. */
export const confirmEmailJob = defineJob({
  id: 'email.confirm-email',
  version: 1,
  queue: 'email',
  payload: UserRegistered.payload,
  triggeredBy: UserRegistered.type,
});

/** The same e-mail again, when the user asks for a new link (or signs up twice unconfirmed). */
export const resendConfirmEmailJob = defineJob({
  id: 'email.confirm-email-resend',
  version: 1,
  queue: 'email',
  payload: EmailConfirmationRequested.payload,
  triggeredBy: EmailConfirmationRequested.type,
});
