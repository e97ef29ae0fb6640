import type { EntityManager } from '../../../platform/db/orm.ts';
import { ArticleNotFoundError } from './content.errors.ts';

/** The id of a published post by slug, or the same 404 as a missing one (drafts and the like are never public). */
export async function findPublishedPostId(em: EntityManager, slug: string): Promise<string> {
  const [row] = await em.execute<{ id: string }[]>(`SELECT id FROM content_posts WHERE slug = ? AND status = 'published'`, [slug]);
  if (!row) throw new ArticleNotFoundError();
  return row.id;
}
