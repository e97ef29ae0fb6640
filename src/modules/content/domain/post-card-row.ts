import { excerptOrFallback } from '../contracts/content-form.contract.ts';
import type { PostCard } from '../contracts/content.contract.ts';

/** The columns of a card (content_posts p LEFT JOIN post_categories c), shared by the hub's reads. */
export const POST_CARD_COLUMNS = `p.id, p.slug, p.title, p.excerpt, left(p.content, 400) AS content_start, p.author_name,
  p.featured_image_url, p.tags, p.published_at, c.name AS category_name, c.slug AS category_slug`;

/** The hub's order without a search: newest published first, the id breaking ties so pages never overlap. */
export const NEWEST_PUBLISHED_FIRST = 'p.published_at DESC, p.id';

export type PostCardRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content_start: string;
  author_name: string;
  featured_image_url: string | null;
  tags: string[] | null;
  published_at: Date;
  category_name: string | null;
  category_slug: string | null;
};

export function toPostCard(row: PostCardRow): PostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOrFallback(row.excerpt, row.content_start),
    authorName: row.author_name,
    featuredImageUrl: row.featured_image_url,
    tags: row.tags && row.tags.length > 0 ? row.tags : null,
    publishedAt: new Date(row.published_at).toISOString(),
    category: row.category_name && row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
  };
}
