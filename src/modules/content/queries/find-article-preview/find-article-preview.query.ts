import type { EntityManager } from '../../../../platform/db/orm.ts';
import { excerptOrFallback } from '../../contracts/content-form.contract.ts';

/** What a shared link to an article previews as (the head of /content/<slug>, for crawlers that run no script). */
export type ArticlePreview = { title: string; description: string; type: 'article'; image: string | null };

/** The path of an article page: /content/<slug>, never /content/submit (a reserved slug). */
const ARTICLE_PATH = /^\/content\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The preview of a published article at `pathname`, or null (another page, an unknown or
 * unpublished slug: those keep the app's default head). The image becomes an absolute address,
 * since previews are fetched from another site.
 */
export async function findArticlePreview(em: EntityManager, pathname: string, publicUrl: string): Promise<ArticlePreview | null> {
  const slug = ARTICLE_PATH.exec(pathname)?.[1];
  if (!slug || slug === 'submit') return null;
  const [row] = await em.execute<
    { title: string; meta_title: string | null; meta_description: string | null; excerpt: string | null; content_start: string; featured_image_url: string | null }[]
  >(
    `SELECT title, meta_title, meta_description, excerpt, left(content, 400) AS content_start, featured_image_url
       FROM content_posts WHERE slug = ? AND status = 'published'`,
    [slug],
  );
  if (!row) return null;
  return {
    title: row.meta_title || row.title,
    description: row.meta_description || excerptOrFallback(row.excerpt, row.content_start),
    type: 'article',
    image: row.featured_image_url ? new URL(row.featured_image_url, `${publicUrl}/`).href : null,
  };
}
