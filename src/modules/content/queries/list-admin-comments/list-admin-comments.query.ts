import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { AdminComment, AdminCommentList } from '../../contracts/content.contract.ts';
import type { CommentStatus, PostStatus } from '../../contracts/post-status.contract.ts';

type AdminCommentRow = {
  id: string;
  content: string;
  author_name: string;
  author_email: string;
  status: CommentStatus;
  created_at: Date;
  post_id: string;
  post_title: string;
  post_slug: string;
  post_status: PostStatus;
};

/** The most comments the queue shows at once (the oldest first: they have waited longest). */
export const MAX_QUEUE_COMMENTS = 500;

const ADMIN_COMMENT_SQL = `
  SELECT m.id, m.content, m.author_name, m.author_email, m.status, m.created_at,
         p.id AS post_id, p.title AS post_title, p.slug AS post_slug, p.status AS post_status
    FROM post_comments m JOIN content_posts p ON p.id = m.post_id`;

function toAdminComment(row: AdminCommentRow): AdminComment {
  return {
    id: row.id,
    content: row.content,
    authorName: row.author_name,
    authorEmail: row.author_email,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    post: { id: row.post_id, title: row.post_title, slug: row.post_slug, status: row.post_status },
  };
}

/** The comments queue (beyond the spec): comments in one status, oldest first, with their article; the pending count. */
export async function listAdminComments(em: EntityManager, status: CommentStatus): Promise<AdminCommentList> {
  const [rows, [count]] = await Promise.all([
    em.execute<AdminCommentRow[]>(`${ADMIN_COMMENT_SQL} WHERE m.status = ? ORDER BY m.created_at, m.id LIMIT ?`, [status, MAX_QUEUE_COMMENTS]),
    em.execute<{ pending: string }[]>(`SELECT count(*) AS pending FROM post_comments WHERE status = 'pending'`),
  ]);
  return { comments: rows.map(toAdminComment), pendingCount: Number(count?.pending ?? 0) };
}

export async function findAdminComment(em: EntityManager, id: string): Promise<AdminComment | null> {
  const [row] = await em.execute<AdminCommentRow[]>(`${ADMIN_COMMENT_SQL} WHERE m.id = ?`, [id]);
  return row ? toAdminComment(row) : null;
}
