import { UPLOADED_IMAGE_PATH } from './content-image.contract.ts';

/*
 * The content's limits and text rules, without zod: the article page and the comment form load
 * them at once, while the schemas (content-form.contract.ts) load only when a form first validates (the browser's
 * bundle, issue 32 item 4).
 */

/**
 * The slug rule of spec part 2 section 5: lowercase; drop every character other than letters,
 * digits, spaces and hyphens; spaces become hyphens; repeated hyphens collapse. We also trim
 * hyphens at both ends, and letters with accents keep their base letter ("Café" → "cafe"), so a
 * title in French or German still gives a readable address. An empty result becomes "article".
 * Uniqueness (a numeric suffix on collision: "-2", "-3", ...) is the server's job.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 120).replace(/-$/, '') || 'article';
}

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/** Tags as typed (section 5): comma separated, trimmed, empty entries dropped; none is null. */
export function parseTags(typed: string | null | undefined): string[] | null {
  const tags = (typed ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return tags.length > 0 ? tags : null;
}

/** The excerpt shown for a post without one (section 9: the first 150 characters of the content). */
export const EXCERPT_FALLBACK_LENGTH = 150;
/** The excerpt the admin's edit dialog saves (section 5: the first 160 characters of the content). */
export const EDITED_EXCERPT_LENGTH = 160;

export function excerptOrFallback(excerpt: string | null, content: string): string {
  return excerpt && excerpt.trim() ? excerpt : content.slice(0, EXCERPT_FALLBACK_LENGTH);
}

/** The content as plain-text paragraphs (never HTML): split on blank lines, single line breaks kept. */
export function paragraphsOf(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export { UPLOADED_IMAGE_PATH };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const LIMITS = {
  title: 200,
  excerpt: 500,
  authorName: 120,
  authorBio: 1000,
  content: 50_000,
  metaTitle: 200,
  metaDescription: 500,
  comment: 5000,
  commentName: 120,
} as const;
