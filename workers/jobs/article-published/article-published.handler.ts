import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findPublishedArticleNotice } from '../../../src/modules/content/index.ts';
import { articlePublishedTemplate } from '../../templates/article-published.template.ts';
import { articlePublishedJob } from './article-published.job.ts';

/**
 * One e-mail to the author with the article's address. Nothing when no e-mail is known (typed on
 * the form or the submitting account's), or when the post was unpublished or deleted before the
 * job ran. Each publication is its own event: an article published, unpublished and published
 * again tells its author twice, once per publication.
 */
export const articlePublishedHandler = defineJobHandler(articlePublishedJob, async (payload, context: WorkerJobContext) => {
  const notice = await findPublishedArticleNotice(context.em, payload.postId);
  if (!notice) {
    context.logger.info({ eventId: context.eventId }, 'published article has no author e-mail or is no longer published: no notice');
    return;
  }
  await sendEmailOnce(context, {
    to: notice.authorEmail,
    template: articlePublishedTemplate,
    data: { title: notice.title, authorName: notice.authorName, articleUrl: `${context.config.http.publicUrl}/content/${notice.slug}` },
  });
});
