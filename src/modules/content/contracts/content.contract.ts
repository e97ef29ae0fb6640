import { z } from 'zod';
import { commentStatusSchema, postStatusSchema } from './post-status.contract.ts';

/**
 * The content hub's HTTP contract. Public: GET /api/content/categories, GET /api/content/posts,
 * GET /api/content/posts/:slug, GET /api/content/posts/:slug/comments, POST
 * /api/content/posts/:slug/comments, POST /api/content/images (multipart, field `image`), POST
 * /api/content/submissions. Super admins: GET /api/admin/content/posts, PATCH
 * /api/admin/content/posts/:id (title, content), PATCH /api/admin/content/posts/:id/status, DELETE
 * /api/admin/content/posts/:id, GET /api/admin/content/comments, PATCH
 * /api/admin/content/comments/:id/status, DELETE /api/admin/content/comments/:id. Dates are ISO
 * strings; a missing or unpublished post is a 404 problem whose detail is 'Article not found'.
 */

export const CONTENT_PAGE_SIZE = 12;

export const categorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** /content's query, kept in the URL: free text, a category slug, a page. */
export const listPostsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(120).regex(/^[a-z0-9-]*$/).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListPostsQuery = z.input<typeof listPostsQuerySchema>;

const categoryRefSchema = z.object({ name: z.string(), slug: z.string() }).nullable();

/** A card on /content: published posts only, newest published first. */
export const postCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** the excerpt, or the first 150 characters of the content */
  excerpt: z.string(),
  authorName: z.string(),
  featuredImageUrl: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  publishedAt: z.string(),
  category: categoryRefSchema,
});
export type PostCard = z.infer<typeof postCardSchema>;

// Zod-free, for the hub's JavaScript (issue 32 item 4); kept importable from here.
export { HUB_FIRST_ROW_CARDS, hubLeadImageUrl } from './content-image.contract.ts';

export const postPageSchema = z.object({
  posts: z.array(postCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PostPage = z.infer<typeof postPageSchema>;

/** /content/{slug}: one published post. `content` is plain text, shown as paragraphs, never HTML. */
export const articleSchema = postCardSchema.extend({
  content: z.string(),
  authorBio: z.string().nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** approved comments only */
  commentCount: z.number().int(),
});
export type Article = z.infer<typeof articleSchema>;

/** An approved comment as the public sees it (the view post_comments_public: no e-mail, no author id). */
export const publicCommentSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;
export const publicCommentListSchema = z.object({ comments: z.array(publicCommentSchema) });
export type PublicCommentList = z.infer<typeof publicCommentListSchema>;

/** Comment, submission and upload answers. */
export const commentReceivedSchema = z.object({ message: z.string() });
export const articleSubmittedSchema = z.object({ message: z.string() });
export const imageUploadedSchema = z.object({ url: z.string() });
export type ImageUploaded = z.infer<typeof imageUploadedSchema>;

/** The admin tab: every post, newest created first. */
export const adminPostSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  /** the stored excerpt, or the first 150 characters of the content */
  excerpt: z.string(),
  authorName: z.string(),
  authorBio: z.string().nullable(),
  status: postStatusSchema,
  tags: z.array(z.string()).nullable(),
  featuredImageUrl: z.string().nullable(),
  category: categoryRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  pendingCommentCount: z.number().int(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostListSchema = z.object({
  posts: z.array(adminPostSchema),
  /** pending or submitted */
  pendingCount: z.number().int(),
  publishedCount: z.number().int(),
});
export type AdminPostList = z.infer<typeof adminPostListSchema>;

export const postIdParamsSchema = z.object({ id: z.uuid() });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const changePostStatusSchema = z.object({ status: postStatusSchema });
export type ChangePostStatus = z.infer<typeof changePostStatusSchema>;

/** The comments queue (beyond the spec): pending comments, oldest first, with their article. */
export const adminCommentSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  status: commentStatusSchema,
  createdAt: z.string(),
  post: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), status: postStatusSchema }),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentListQuerySchema = z.object({ status: commentStatusSchema.default('pending') });
export const adminCommentListSchema = z.object({
  comments: z.array(adminCommentSchema),
  pendingCount: z.number().int(),
});
export type AdminCommentList = z.infer<typeof adminCommentListSchema>;

export const changeCommentStatusSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type ChangeCommentStatus = z.infer<typeof changeCommentStatusSchema>;
