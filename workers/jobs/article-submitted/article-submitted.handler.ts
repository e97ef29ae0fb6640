import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { listSuperAdminEmails } from '../../../src/modules/identity/index.ts';
import { findSubmittedArticleNotice } from '../../../src/modules/content/index.ts';
import { articleSubmittedTemplate } from '../../templates/article-submitted.template.ts';
import { articleSubmittedJob } from './article-submitted.job.ts';

/**
 * One e-mail per super admin with the title, author and category and a link to the Content
 * Management tab. Each recipient has its own delivery row, so a retry after a partial failure only
 * sends to those who did not get it yet. A post deleted before the job ran is not announced.
 */
export const articleSubmittedHandler = defineJobHandler(articleSubmittedJob, async (payload, context: WorkerJobContext) => {
  const notice = await findSubmittedArticleNotice(context.em, payload.postId);
  if (!notice) {
    context.logger.info({ eventId: context.eventId }, 'submitted article is gone: no notice');
    return;
  }
  const admins = await listSuperAdminEmails(context.em);
  if (admins.length === 0) {
    context.logger.warn({ eventId: context.eventId }, 'no super admin to notify of a submitted article');
    return;
  }
  const data = { ...notice, reviewUrl: `${context.config.http.publicUrl}/admin?tab=content` };
  for (const to of admins) await sendEmailOnce(context, { to, template: articleSubmittedTemplate, data });
});
