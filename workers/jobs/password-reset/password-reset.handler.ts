import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { createPasswordResetLink } from '../../../src/modules/identity/index.ts';
import { passwordResetTemplate } from '../../templates/password-reset.template.ts';
import { passwordResetJob } from './password-reset.job.ts';

/** Makes the single-use reset token when the job runs (the outbox never holds one) and mails the link. */
export const passwordResetHandler = defineJobHandler(passwordResetJob, async (payload, context: WorkerJobContext) => {
  const link = await createPasswordResetLink(context.em, payload.userId, context.config.http.publicUrl);
  if (!link) return;
  await sendEmailOnce(context, { to: link.to, template: passwordResetTemplate, data: link });
});
