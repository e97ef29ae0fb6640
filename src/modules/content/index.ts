import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEntities } from './domain/content-post.entity.ts';
import { listCategoriesRoute } from './queries/list-categories/list-categories.route.ts';
import { listPostsRoute } from './queries/list-posts/list-posts.route.ts';
import { getArticleRoute } from './queries/get-article/get-article.route.ts';
import { listCommentsRoute } from './queries/list-comments/list-comments.route.ts';
import { postCommentRoute } from './commands/post-comment/post-comment.route.ts';
import { uploadImageRoute } from './commands/upload-image/upload-image.route.ts';
import { submitArticleRoute } from './commands/submit-article/submit-article.route.ts';
import { listAdminPostsRoute } from './queries/list-admin-posts/list-admin-posts.route.ts';
import { changePostStatusRoute } from './commands/change-post-status/change-post-status.route.ts';
import { editPostRoute } from './commands/edit-post/edit-post.route.ts';
import { deletePostRoute } from './commands/delete-post/delete-post.route.ts';
import { listAdminCommentsRoute } from './queries/list-admin-comments/list-admin-comments.route.ts';
import { moderateCommentRoute } from './commands/moderate-comment/moderate-comment.route.ts';
import { deleteCommentRoute } from './commands/delete-comment/delete-comment.route.ts';

export { contentEntities };

/**
 * The content hub: published articles with search and categories, comments held for moderation,
 * article submissions with an uploaded featured image, and the super admins' Content Management
 * (the post state machine and the comments queue). Register with `{ prefix: '/api' }` after
 * `registerAuth`; the uploaded images are served by the platform (`registerUploads`).
 */
export const contentModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    listCategoriesRoute,
    listPostsRoute,
    getArticleRoute,
    listCommentsRoute,
    postCommentRoute,
    uploadImageRoute,
    submitArticleRoute,
    listAdminPostsRoute,
    changePostStatusRoute,
    editPostRoute,
    deletePostRoute,
    listAdminCommentsRoute,
    moderateCommentRoute,
    deleteCommentRoute,
  ]) {
    await app.register(routes);
  }
};

// The facade the workers, the web app's link previews and first-load preloads, the dev seed and the tests use.
export { submitArticle, type SubmittingAccount, type SubmittedArticle } from './commands/submit-article/submit-article.handler.ts';
export { postComment, type Commenter } from './commands/post-comment/post-comment.handler.ts';
export { changePostStatus } from './commands/change-post-status/change-post-status.handler.ts';
export { uploadContentImage } from './commands/upload-image/upload-image.handler.ts';
export { addMissingImageCopies } from './domain/featured-image.ts';
export {
  findSubmittedArticleNotice,
  findPublishedArticleNotice,
  type SubmittedArticleNotice,
  type PublishedArticleNotice,
} from './queries/find-post-notices/find-post-notices.query.ts';
export { findArticlePreview, type ArticlePreview } from './queries/find-article-preview/find-article-preview.query.ts';
export { createHubLeadImageReader, HUB_LEAD_IMAGE_MAX_AGE_MS, type ReadHubLeadImage } from './queries/find-hub-lead-image/hub-lead-image-reader.ts';
export { seedDemoContent, type DemoContentSummary } from './demo/seed-demo-content.ts';
export { ArticleSubmitted, ArticlePublished, CommentPosted } from './contracts/content-events.contract.ts';

// Its staff actions' audit kinds (decision 042).
export { contentAudit } from './audit.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { contentPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { contentInsights } from './insights.ts';
