import { z } from 'zod';
import { UPLOADED_IMAGE_PATH } from './content-image.contract.ts';
import { contentFieldMessages } from './content-messages.contract.ts';

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

const requiredText = (max: number, requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(max, contentFieldMessages.tooLong);

/** An optional text: trimmed; empty is "not given" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, contentFieldMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * /content/submit's form, shared by the route and the React form (section 5). Category is labelled
 * required but may be empty (null). `tags` is the typed text; the server stores `parseTags(tags)`.
 * The meta fields default to the title and the excerpt on the server. `website` is a honeypot.
 */
export const submitArticleSchema = z.object({
  title: requiredText(LIMITS.title, contentFieldMessages.titleRequired),
  excerpt: requiredText(LIMITS.excerpt, contentFieldMessages.excerptRequired),
  categoryId: z.uuid(contentFieldMessages.unknownCategory).nullish().transform((value) => value ?? null),
  tags: z
    .string()
    .max(MAX_TAGS * (MAX_TAG_LENGTH + 2), contentFieldMessages.tooLong)
    .nullish()
    .refine((typed) => (parseTags(typed) ?? []).length <= MAX_TAGS, contentFieldMessages.tooManyTags)
    .refine((typed) => (parseTags(typed) ?? []).every((tag) => tag.length <= MAX_TAG_LENGTH), contentFieldMessages.tooLong),
  featuredImageUrl: z.string().regex(UPLOADED_IMAGE_PATH, contentFieldMessages.imageType).nullish().transform((value) => value ?? null),
  authorName: requiredText(LIMITS.authorName, contentFieldMessages.authorNameRequired),
  authorBio: requiredText(LIMITS.authorBio, contentFieldMessages.authorBioRequired),
  /** ours, optional: where to tell the author their article is published (a signed-in author's account e-mail otherwise) */
  authorEmail: z
    .string()
    .trim()
    .max(320, contentFieldMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email(contentFieldMessages.commentEmailInvalid).nullable()),
  content: requiredText(LIMITS.content, contentFieldMessages.contentRequired),
  metaTitle: optionalText(LIMITS.metaTitle),
  metaDescription: optionalText(LIMITS.metaDescription),
  website: z.string().max(500).optional(),
});
export type SubmitArticle = z.output<typeof submitArticleSchema>;
export type SubmitArticleInput = z.input<typeof submitArticleSchema>;

/**
 * The comment form (section 5). A blank comment is ignored by the form and never sent; the server
 * refuses one (400). Name and e-mail are required of anonymous visitors only: the server checks
 * them when there is no session (a signed-in commenter's label and account e-mail are used).
 */
export const postCommentSchema = z.object({
  content: requiredText(LIMITS.comment, contentFieldMessages.contentRequired),
  authorName: optionalText(LIMITS.commentName),
  authorEmail: z
    .string()
    .trim()
    .max(320, contentFieldMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email(contentFieldMessages.commentEmailInvalid).nullable()),
  website: z.string().max(500).optional(),
});
export type PostComment = z.output<typeof postCommentSchema>;
export type PostCommentInput = z.input<typeof postCommentSchema>;

/** The anonymous visitor's comment form in the browser: name and e-mail required there. */
export const anonymousCommentSchema = postCommentSchema.extend({
  authorName: requiredText(LIMITS.commentName, contentFieldMessages.commentNameRequired),
  authorEmail: z.string().trim().max(320, contentFieldMessages.tooLong).pipe(z.email(contentFieldMessages.commentEmailInvalid)),
});

/** The admin's edit dialog: Title and Content (the excerpt becomes the content's first 160 characters). */
export const editPostSchema = z.object({
  title: requiredText(LIMITS.title, contentFieldMessages.titleRequired),
  content: requiredText(LIMITS.content, contentFieldMessages.contentRequired),
});
export type EditPost = z.infer<typeof editPostSchema>;
