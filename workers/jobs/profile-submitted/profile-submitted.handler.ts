import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { listSuperAdminEmails } from '../../../src/modules/identity/index.ts';
import { profileSubmittedTemplate } from '../../templates/profile-submitted.template.ts';
import { profileSubmittedJob } from './profile-submitted.job.ts';

/**
 * One e-mail per super admin. Each recipient has its own delivery row, so a retry after a partial
 * failure only sends to the admins who did not get it yet.
 */
export const profileSubmittedHandler = defineJobHandler(profileSubmittedJob, async (payload, context: WorkerJobContext) => {
  const admins = await listSuperAdminEmails(context.em);
  if (admins.length === 0) {
    context.logger.warn({ eventId: context.eventId }, 'no super admin to notify of a submitted profile');
    return;
  }
  const data = { ...payload, reviewUrl: `${context.config.http.publicUrl}/admin` };
  for (const to of admins) await sendEmailOnce(context, { to, template: profileSubmittedTemplate, data });
});
