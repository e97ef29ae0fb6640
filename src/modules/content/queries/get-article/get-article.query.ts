import type { EntityManager } from '../../../../platform/db/orm.ts';
import { excerptOrFallback } from '../../contracts/content-form.contract.ts';
import type { Article } from '../../contracts/content.contract.ts';
import { ArticleNotFoundError } from '../../domain/content.errors.ts';
import { POST_CARD_COLUMNS, toPostCard, type PostCardRow } from '../../domain/post-card-row.ts';

type ArticleRow = PostCardRow & {
  content: string;
  author_bio: string | null;
  meta_title: string | null;
  meta_description: string | null;
  comment_count: string;
};

/**
 * One published article by slug (spec part 2 call 17), with its approved comment count. A draft,
 * submitted, pending or rejected post is as unknown as a missing one (404 'Article not found').
 * The meta fields fall back to the title and the excerpt, so the head always has both.
 */
export async function getPublishedArticle(em: EntityManager, slug: string): Promise<Article> {
  const [row] = await em.execute<ArticleRow[]>(
    `SELECT ${POST_CARD_COLUMNS}, p.content, p.author_bio, p.meta_title, p.meta_description,
            (SELECT count(*) FROM post_comments_public pc WHERE pc.post_id = p.id) AS comment_count
       FROM content_posts p LEFT JOIN post_categories c ON c.id = p.category_id
      WHERE p.slug = ? AND p.status = 'published'`,
    [slug],
  );
  if (!row) throw new ArticleNotFoundError();
  const card = toPostCard(row);
  return {
    ...card,
    content: row.content,
    authorBio: row.author_bio,
    metaTitle: row.meta_title || row.title,
    metaDescription: row.meta_description || excerptOrFallback(row.excerpt, row.content),
    commentCount: Number(row.comment_count),
  };
}

