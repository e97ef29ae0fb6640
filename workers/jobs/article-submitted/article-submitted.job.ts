import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { ArticleSubmitted } from '../../../src/modules/content/index.ts';

/** Tells every super admin that an article waits for review (the spec's content-submission-notification). */
export const articleSubmittedJob = defineJob({
  id: 'email.article-submitted',
  version: 1,
  queue: 'email',
  payload: ArticleSubmitted.payload,
  triggeredBy: ArticleSubmitted.type,
});
