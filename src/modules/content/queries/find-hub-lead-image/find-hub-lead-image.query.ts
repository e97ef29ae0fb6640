import type { EntityManager } from '../../../../platform/db/orm.ts';
import { HUB_FIRST_ROW_CARDS, hubLeadImageUrl } from '../../contracts/content.contract.ts';
import { NEWEST_PUBLISHED_FIRST } from '../../domain/post-card-row.ts';

/**
 * The image the bare hub (/content, first page, no search or category) shows as its largest paint,
 * as its cards will render it, or null: for index.html to preload (decision 025). The first row of
 * the hub's own order (listPublishedPosts), read straight from the index on (status, published_at):
 * at most three rows, no count, no join. Pages get it through createHubLeadImageReader, which
 * keeps the answer for a moment so the HTML does not wait on the database.
 */
export async function findHubLeadImage(em: EntityManager): Promise<string | null> {
  const rows = await em.execute<{ featured_image_url: string | null }[]>(
    `SELECT p.featured_image_url FROM content_posts p WHERE p.status = 'published' ORDER BY ${NEWEST_PUBLISHED_FIRST} LIMIT ?`,
    [HUB_FIRST_ROW_CARDS],
  );
  return hubLeadImageUrl(rows.map((row) => ({ featuredImageUrl: row.featured_image_url })));
}
