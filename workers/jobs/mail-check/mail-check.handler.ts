import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { mailCheckTemplate } from '../../templates/mail-check.template.ts';
import { mailCheckJob } from './mail-check.job.ts';

export const mailCheckHandler = defineJobHandler(mailCheckJob, async (payload, context: WorkerJobContext) => {
  await sendEmailOnce(context, {
    to: payload.recipient,
    template: mailCheckTemplate,
    data: { requestedAt: payload.requestedAt, publicUrl: context.config.http.publicUrl },
  });
});
