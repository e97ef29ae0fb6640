import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { MailCheckRequested } from '../../../src/platform/mail/mail-check.contract.ts';

/** Sends the operator's test e-mail. */
export const mailCheckJob = defineJob({
  id: 'email.mail-check',
  version: 1,
  queue: 'email',
  payload: MailCheckRequested.payload,
  triggeredBy: MailCheckRequested.type,
});
