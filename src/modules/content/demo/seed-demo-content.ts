import type { EntityManager } from '../../../platform/db/orm.ts';
import { postComment } from '../commands/post-comment/post-comment.handler.ts';
import { submitArticle } from '../commands/submit-article/submit-article.handler.ts';
import { submitArticleSchema } from '../contracts/content-form.contract.ts';
import { storeContentImage } from '../domain/featured-image.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { demoImageWebp } from './demo-images.ts';

export type DemoContentSummary = { published: number; submitted: number; drafts: number; comments: number };

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/**
 * The hub's demo articles (demo-articles.ts) through the submission command, each with a featured
 * image drawn for it into the uploads directory, published over the last months, plus their
 * comments (approved and pending). The submitted articles' ArticleSubmitted events and the
 * comments' events are taken back from the outbox, so `make dev` e-mails nobody. Only when there
 * are no posts yet: idempotent.
 */
export async function seedDemoContent(em: EntityManager, options: { uploadsDir: string; now?: Date }): Promise<DemoContentSummary> {
  const [row] = await em.execute<{ count: string }[]>('SELECT count(*) AS count FROM content_posts');
  if (Number(row?.count ?? 0) > 0) return { published: 0, submitted: 0, drafts: 0, comments: 0 };
  const categories = new Map(
    (await em.execute<{ id: string; slug: string }[]>('SELECT id, slug FROM post_categories')).map((category) => [category.slug, category.id]),
  );
  const now = options.now ?? new Date();
  const summary: DemoContentSummary = { published: 0, submitted: 0, drafts: 0, comments: 0 };

  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const at = new Date(now.getTime() - article.daysAgo * DAY - (index % 5) * 3 * HOUR);
    const form = submitArticleSchema.parse({
      title: article.title,
      excerpt: article.excerpt,
      categoryId: categories.get(article.category) ?? null,
      tags: article.tags,
      featuredImageUrl: await storeContentImage(options.uploadsDir, await demoImageWebp(index)),
      authorName: article.author.name,
      authorBio: article.author.bio,
      authorEmail: article.author.email ?? null,
      content: article.paragraphs.join('\n\n'),
    });
    const { postId, slug } = await submitArticle(em, form, null, { status: article.status, now: at });
    if (article.status === 'published') summary.published += 1;
    else if (article.status === 'draft') summary.drafts += 1;
    else summary.submitted += 1;
    await em.execute(`DELETE FROM outbox WHERE dispatched_at IS NULL AND type = 'ArticleSubmitted' AND payload->>'postId' = ?`, [postId]);

    for (const comment of article.comments ?? []) {
      const email = `${comment.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
      const { commentId } = await postComment(em, slug, { content: comment.text, authorName: comment.name, authorEmail: email }, null, {
        status: comment.status,
        now: new Date(at.getTime() + comment.hoursAfter * HOUR),
      });
      await em.execute(`DELETE FROM outbox WHERE dispatched_at IS NULL AND type = 'CommentPosted' AND payload->>'commentId' = ?`, [commentId]);
      summary.comments += 1;
    }
  }
  return summary;
}
