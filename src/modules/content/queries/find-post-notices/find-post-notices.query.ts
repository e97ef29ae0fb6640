import type { EntityManager } from '../../../../platform/db/orm.ts';

/** What the super admins' e-mail about a new submission says (spec part 2 call 21: title, author, category). */
export type SubmittedArticleNotice = { title: string; authorName: string; categoryName: string | null; status: string };

/** What the author's e-mail about the publication says, and where it goes. */
export type PublishedArticleNotice = { title: string; authorName: string; authorEmail: string; slug: string };

export async function findSubmittedArticleNotice(em: EntityManager, postId: string): Promise<SubmittedArticleNotice | null> {
  const [row] = await em.execute<{ title: string; author_name: string; category_name: string | null; status: string }[]>(
    `SELECT p.title, p.author_name, c.name AS category_name, p.status
       FROM content_posts p LEFT JOIN post_categories c ON c.id = p.category_id
      WHERE p.id = ?`,
    [postId],
  );
  return row ? { title: row.title, authorName: row.author_name, categoryName: row.category_name, status: row.status } : null;
}

/**
 * The author's notice for a publication, or null when there is nobody to tell: the post is gone,
 * no longer published (unpublished before the job ran), or no e-mail is known (neither typed on
 * the form nor an account's).
 */
export async function findPublishedArticleNotice(em: EntityManager, postId: string): Promise<PublishedArticleNotice | null> {
  const [row] = await em.execute<{ title: string; author_name: string; author_email: string | null; slug: string }[]>(
    `SELECT title, author_name, author_email, slug FROM content_posts WHERE id = ? AND status = 'published'`,
    [postId],
  );
  if (!row?.author_email) return null;
  return { title: row.title, authorName: row.author_name, authorEmail: row.author_email, slug: row.slug };
}
