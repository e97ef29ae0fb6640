import type { EntityManager } from '../../../../platform/db/orm.ts';
import { excerptOrFallback } from '../../contracts/content-form.contract.ts';
import type { AdminPost, AdminPostList } from '../../contracts/content.contract.ts';
import type { PostStatus } from '../../contracts/post-status.contract.ts';

type AdminPostRow = {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  author_name: string;
  author_bio: string | null;
  status: PostStatus;
  tags: string[] | null;
  featured_image_url: string | null;
  category_name: string | null;
  category_slug: string | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  pending_comment_count: string;
};

const ADMIN_POST_SQL = `
  SELECT p.id, p.slug, p.title, p.content, p.excerpt, p.author_name, p.author_bio, p.status, p.tags,
         p.featured_image_url, c.name AS category_name, c.slug AS category_slug, p.created_at, p.updated_at,
         p.published_at, coalesce(pending.count, 0) AS pending_comment_count
    FROM content_posts p
    LEFT JOIN post_categories c ON c.id = p.category_id
    LEFT JOIN (SELECT post_id, count(*) AS count FROM post_comments WHERE status = 'pending' GROUP BY post_id) pending
      ON pending.post_id = p.id`;

function toAdminPost(row: AdminPostRow): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: excerptOrFallback(row.excerpt, row.content),
    authorName: row.author_name,
    authorBio: row.author_bio,
    status: row.status,
    tags: row.tags && row.tags.length > 0 ? row.tags : null,
    featuredImageUrl: row.featured_image_url,
    category: row.category_name && row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    pendingCommentCount: Number(row.pending_comment_count),
  };
}

/**
 * Every post, newest created first (spec part 2 call 10), with the tab's Pending (pending or
 * submitted) and Published counts and each post's comments awaiting moderation. Not paginated:
 * the spec loads all rows, and moderation keeps the list to what an editor handles.
 */
export async function listAdminPosts(em: EntityManager): Promise<AdminPostList> {
  const [rows, [counts]] = await Promise.all([
    em.execute<AdminPostRow[]>(`${ADMIN_POST_SQL} ORDER BY p.created_at DESC, p.id`),
    em.execute<{ pending: string; published: string }[]>(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'submitted')) AS pending,
              count(*) FILTER (WHERE status = 'published') AS published
         FROM content_posts`,
    ),
  ]);
  return { posts: rows.map(toAdminPost), pendingCount: Number(counts?.pending ?? 0), publishedCount: Number(counts?.published ?? 0) };
}

/** One post as the admin tab shows it (the answer of the admin's changes), or null. */
export async function findAdminPost(em: EntityManager, id: string): Promise<AdminPost | null> {
  const [row] = await em.execute<AdminPostRow[]>(`${ADMIN_POST_SQL} WHERE p.id = ?`, [id]);
  return row ? toAdminPost(row) : null;
}
