import { defineEntity, p } from '@mikro-orm/core';
import { COMMENT_STATUSES, POST_STATUSES } from '../contracts/post-status.contract.ts';

/** A category of the hub (reference data seeded by the content migration). */
export const PostCategory = defineEntity({
  name: 'PostCategory',
  tableName: 'post_categories',
  properties: {
    id: p.uuid().primary(),
    name: p.string().columnType('text'),
    slug: p.string().columnType('text'),
  },
});

/**
 * An article (spec part 2 section 3). The generated `search` column is PostgreSQL's and is not
 * mapped. updated_at is set by the admin's edit only (section 4), not by a status change.
 */
export const ContentPost = defineEntity({
  name: 'ContentPost',
  tableName: 'content_posts',
  properties: {
    id: p.uuid().primary(),
    title: p.string().columnType('text'),
    content: p.string().columnType('text'),
    excerpt: p.string().columnType('text').nullable(),
    /** The submitting account, when the author was signed in. */
    authorId: p.uuid().nullable(),
    authorName: p.string().columnType('text'),
    authorBio: p.string().columnType('text').nullable(),
    /** Ours: where the author hears that the article is published; never shown publicly. */
    authorEmail: p.string().columnType('text').nullable(),
    categoryId: p.uuid().nullable(),
    featuredImageUrl: p.string().columnType('text').nullable(),
    slug: p.string().columnType('text'),
    status: p.enum(POST_STATUSES).columnType('text'),
    tags: p.array().columnType('text[]').nullable(),
    metaTitle: p.string().columnType('text').nullable(),
    metaDescription: p.string().columnType('text').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    publishedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

/** A comment on a post: created pending, shown publicly only once approved. */
export const PostComment = defineEntity({
  name: 'PostComment',
  tableName: 'post_comments',
  properties: {
    id: p.uuid().primary(),
    postId: p.uuid(),
    content: p.string().columnType('text'),
    authorName: p.string().columnType('text'),
    authorEmail: p.string().columnType('text'),
    authorId: p.uuid().nullable(),
    status: p.enum(COMMENT_STATUSES).columnType('text').default('pending'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});

export const contentEntities = [PostCategory, ContentPost, PostComment];
