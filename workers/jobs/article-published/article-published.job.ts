import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { ArticlePublished } from '../../../src/modules/content/index.ts';

/** Tells the author that their article is published, when an e-mail is known. */
export const articlePublishedJob = defineJob({
  id: 'email.article-published',
  version: 1,
  queue: 'email',
  payload: ArticlePublished.payload,
  triggeredBy: ArticlePublished.type,
});
