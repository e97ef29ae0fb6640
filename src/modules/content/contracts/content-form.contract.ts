import { z } from 'zod';
import { contentFieldMessages } from './content-messages.contract.ts';
import { LIMITS, MAX_TAG_LENGTH, MAX_TAGS, parseTags, UPLOADED_IMAGE_PATH } from './content-text.contract.ts';

export * from './content-text.contract.ts';

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
