import { definePersonalData, isoInstant } from '../../platform/personal-data/personal-data.ts';

type PostRow = { title: string; status: string; excerpt: string | null; content: string; author_name: string | null; author_bio: string | null; featured_image_url: string | null; created_at: Date; published_at: Date | null };
type CommentRow = { article: string; content: string; author_name: string; status: string; created_at: Date };

/** The byline an erased author's published articles keep (decision 036). */
export const FORMER_MEMBER = 'Former member';

const AUTHORED = 'author_id = ? OR author_email = ?';

/**
 * The content hub holds the articles a person submitted (their words and byline) and the comments
 * they left, known by account or by the address given with them. Erasing deletes their comments
 * and every article of theirs not published; a published article stays for its readers under
 * 'Former member', with no name, biography, address or account left on it (decision 036: a
 * person who wants it gone too asks, and an admin deletes it).
 */
export const contentPersonalData = definePersonalData({
  module: 'Articles and comments',
  covers: {
    content_posts: ['author_id', 'author_name', 'author_bio', 'author_email', 'title', 'content', 'excerpt', 'meta_title', 'meta_description', 'search'],
    post_comments: ['author_id', 'author_name', 'author_email', 'content'],
  },
  holdsNoPersonalData: {
    post_categories: "the hub's categories",
  },
  async export(em, { userId, email }) {
    const posts = await em.execute<PostRow[]>(
      `SELECT title, status, excerpt, content, author_name, author_bio, featured_image_url, created_at, published_at
         FROM content_posts WHERE ${AUTHORED} ORDER BY created_at`,
      [userId, email],
    );
    const comments = await em.execute<CommentRow[]>(
      `SELECT p.title AS article, c.content, c.author_name, c.status, c.created_at
         FROM post_comments c JOIN content_posts p ON p.id = c.post_id
        WHERE c.author_id = ? OR c.author_email = ? ORDER BY c.created_at`,
      [userId, email],
    );
    if (posts.length + comments.length === 0) return undefined;
    return {
      'Articles you submitted': posts.map((post) => ({
        Title: post.title,
        Status: post.status,
        Excerpt: post.excerpt,
        Text: post.content,
        'Author name': post.author_name,
        'Author biography': post.author_bio,
        'Lead image': post.featured_image_url,
        Submitted: isoInstant(post.created_at),
        Published: isoInstant(post.published_at),
      })),
      'Your comments': comments.map((comment) => ({
        Article: comment.article,
        Comment: comment.content,
        'Name shown': comment.author_name,
        Status: comment.status,
        Written: isoInstant(comment.created_at),
      })),
    };
  },
  async uploads(em, { userId, email }) {
    const rows = await em.execute<{ url: string }[]>(
      `SELECT DISTINCT featured_image_url AS url FROM content_posts WHERE (${AUTHORED}) AND featured_image_url LIKE '/uploads/%'`,
      [userId, email],
    );
    return rows.map((row) => row.url.slice('/uploads/'.length));
  },
  async erase(em, { userId, email }) {
    await em.execute('DELETE FROM post_comments WHERE author_id = ? OR author_email = ?', [userId, email]);
    await em.execute(`DELETE FROM content_posts WHERE (${AUTHORED}) AND status <> 'published'`, [userId, email]);
    await em.execute(
      `UPDATE content_posts SET author_id = NULL, author_name = ?, author_bio = NULL, author_email = NULL, updated_at = now()
        WHERE ${AUTHORED}`,
      [FORMER_MEMBER, userId, email],
    );
  },
});
