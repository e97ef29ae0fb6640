import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { createConfirmationLink } from '../../../src/modules/identity/index.ts';
import { confirmEmailTemplate } from '../../templates/confirm-email.template.ts';
import { confirmEmailJob, resendConfirmEmailJob } from './confirm-email.job.ts';

/**
 * The token is made here, not at sign-up, so no usable link ever sits in the outbox. An address
 * confirmed in the meantime gets nothing.
 */
async function sendConfirmation(payload: { userId: string }, context: WorkerJobContext): Promise<void> {
  const link = await createConfirmationLink(context.em, payload.userId, context.config.http.publicUrl);
  if (!link) {
    context.logger.info({ eventId: context.eventId }, 'address already confirmed: no confirmation e-mail');
    return;
  }
  await sendEmailOnce(context, { to: link.to, template: confirmEmailTemplate, data: link });
}

export const confirmEmailHandler = defineJobHandler(confirmEmailJob, sendConfirmation);
export const resendConfirmEmailHandler = defineJobHandler(resendConfirmEmailJob, sendConfirmation);
