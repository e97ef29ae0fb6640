import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { parseTags, slugFromTitle, type SubmitArticle } from '../../contracts/content-form.contract.ts';
import { ArticleSubmitted } from '../../contracts/content-events.contract.ts';
import type { PostStatus } from '../../contracts/post-status.contract.ts';
import { ContentPost } from '../../domain/content-post.entity.ts';
import { UnknownCategoryError } from '../../domain/content.errors.ts';
import { reserveSlug } from '../../domain/unique-slug.ts';

/** The signed-in account behind a submission, if any: linked as author_id, its e-mail used when none is typed. */
export type SubmittingAccount = { id: string; email: string };

export type SubmittedArticle = { postId: string; slug: string };

/** How often a slug taken by a concurrent submission of another base is tried again (see reserveSlug). */
const SLUG_ATTEMPTS = 5;

/**
 * A visitor's article (spec part 2 sections 4 and 5, call 20): stored as submitted with its unique
 * slug, its tags as parsed (null when none) and the meta fields defaulting to the title and the
 * excerpt; ArticleSubmitted goes into the outbox in the same transaction (a job e-mails the super
 * admins). `status` and `now` are for the dev seed, which also makes published and draft posts.
 */
export async function submitArticle(
  em: EntityManager,
  form: SubmitArticle,
  account: SubmittingAccount | null,
  options: { status?: PostStatus; now?: Date } = {},
): Promise<SubmittedArticle> {
  const status = options.status ?? 'submitted';
  const now = options.now ?? new Date();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await em.fork().transactional(async (tx) => {
        if (form.categoryId) {
          const [category] = await tx.execute<{ id: string }[]>('SELECT id FROM post_categories WHERE id = ?', [form.categoryId]);
          if (!category) throw new UnknownCategoryError();
        }
        const slug = await reserveSlug(tx, slugFromTitle(form.title));
        const postId = randomUUID();
        tx.create(ContentPost, {
          id: postId,
          title: form.title,
          content: form.content,
          excerpt: form.excerpt,
          authorId: account?.id ?? null,
          authorName: form.authorName,
          authorBio: form.authorBio,
          authorEmail: form.authorEmail ?? account?.email ?? null,
          categoryId: form.categoryId,
          featuredImageUrl: form.featuredImageUrl,
          slug,
          status,
          tags: parseTags(form.tags),
          metaTitle: form.metaTitle ?? form.title,
          metaDescription: form.metaDescription ?? form.excerpt,
          createdAt: now,
          updatedAt: now,
          publishedAt: status === 'published' ? now : null,
        });
        if (status === 'submitted') recordEvents(tx, ArticleSubmitted.create({ postId }));
        await tx.flush();
        return { postId, slug };
      });
    } catch (error) {
      // Only the slug can collide (the id is fresh): another base's suffix took it meanwhile.
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
