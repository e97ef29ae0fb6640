import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';
import { submitArticleSchema, type SubmitArticleInput } from '../../src/modules/content/contracts/content-form.contract.ts';
import type { CommentStatus, PostStatus } from '../../src/modules/content/contracts/post-status.contract.ts';
import { postComment, submitArticle } from '../../src/modules/content/index.ts';
import { uniqueEmail } from './users.factory.ts';

/** A valid submission form with a unique title; override what a test is about. */
export function articleForm(overrides: Partial<SubmitArticleInput> = {}): SubmitArticleInput {
  return {
    title: `Onboarding that sticks ${randomBytes(4).toString('hex')}`,
    excerpt: 'Why the first ninety days decide whether a senior hire stays, and what to put in them.',
    categoryId: null,
    tags: 'onboarding, retention',
    featuredImageUrl: null,
    authorName: 'Dana Whitfield',
    authorBio: 'Fractional CPO for scale-ups.',
    authorEmail: null,
    content: 'The first paragraph.\n\nThe second paragraph.',
    metaTitle: null,
    metaDescription: null,
    ...overrides,
  };
}

export type CreatedPost = { id: string; slug: string; title: string };

/** A post in any status, made through the submission handler (published ones get published_at = `publishedAt`). */
export async function createPost(
  app: App,
  options: { status?: PostStatus; publishedAt?: Date; form?: Partial<SubmitArticleInput>; author?: { id: string; email: string } } = {},
): Promise<CreatedPost> {
  const form = submitArticleSchema.parse(articleForm(options.form));
  const { postId, slug } = await submitArticle(app.deps.orm.em.fork(), form, options.author ?? null, {
    status: options.status ?? 'published',
    ...(options.publishedAt ? { now: options.publishedAt } : {}),
  });
  return { id: postId, slug, title: form.title };
}

/** A comment on a published post, in any status. */
export async function createComment(
  app: App,
  slug: string,
  options: { status?: CommentStatus; content?: string; authorName?: string; createdAt?: Date } = {},
): Promise<{ id: string; content: string }> {
  const content = options.content ?? `A thoughtful comment ${randomBytes(3).toString('hex')}`;
  const { commentId } = await postComment(
    app.deps.orm.em.fork(),
    slug,
    { content, authorName: options.authorName ?? 'Robin Reader', authorEmail: uniqueEmail('reader') },
    null,
    { status: options.status ?? 'approved', ...(options.createdAt ? { now: options.createdAt } : {}) },
  );
  return { id: commentId, content };
}

/** A category's id by slug (the migration seeds them). */
export async function categoryId(app: App, slug: string): Promise<string> {
  const [row] = await app.deps.orm.em.fork().execute<{ id: string }[]>('SELECT id FROM post_categories WHERE slug = ?', [slug]);
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it, for app.inject. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----tl-test-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'image'}"; filename="${options.fileName ?? 'image.png'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of the given size (a soft gradient), made with sharp. */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 58, b: 95 } } }).png().toBuffer();
}
