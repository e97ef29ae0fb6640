import { Link } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import type { PostCard as PostCardData } from '@contracts/content/contracts/content.contract.ts';
import { CONTENT_IMAGE_BOX, CONTENT_IMAGE_SIZES, contentImageSrcSet } from '@contracts/content/contracts/content-image.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { cardTags, formatCardDate } from './content-format.ts';

/**
 * The featured image, or a quiet branded panel of the same shape when the post has none. `firstRow`:
 * the cards visible without scrolling, whose images are the page's largest paint, load at once and
 * ahead of the rest (decision 025); the others wait until they are scrolled near.
 */
export function FeaturedImage({ url, className, firstRow = false }: { url: string | null; className?: string; firstRow?: boolean }) {
  if (url) {
    // Decorative beside the title that names the post; the article page gives it alt text.
    return (
      <img
        src={url}
        srcSet={contentImageSrcSet(url)}
        sizes={CONTENT_IMAGE_SIZES.hubCard}
        width={CONTENT_IMAGE_BOX.width}
        height={CONTENT_IMAGE_BOX.height}
        alt=""
        loading={firstRow ? 'eager' : 'lazy'}
        fetchPriority={firstRow ? 'high' : 'auto'}
        className={cn('aspect-video w-full object-cover', className)}
      />
    );
  }
  return (
    <div aria-hidden="true" className={cn('flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-soft to-accent-soft', className)}>
      <Newspaper className="size-10 text-brand/50" />
    </div>
  );
}

/** One article on /content (spec part 2 section 2): image, category, date, title link, excerpt, author, two tags. */
export function PostCard({ post, firstRow = false }: { post: PostCardData; firstRow?: boolean }) {
  const tags = cardTags(post.tags);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-post={post.slug}>
      <FeaturedImage url={post.featuredImageUrl} firstRow={firstRow} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {post.category ? <Badge variant="accent">{post.category.name}</Badge> : null}
          <time dateTime={post.publishedAt} className="text-muted-foreground">
            {formatCardDate(post.publishedAt)}
          </time>
        </div>
        <h3 className="text-lg font-semibold leading-snug wrap-anywhere text-foreground">
          <Link to="/content/$slug" params={{ slug: post.slug }} className="hover:text-brand hover:underline focus-visible:underline">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">{post.excerpt}</p>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <p className="text-sm font-medium wrap-anywhere text-foreground">{post.authorName}</p>
          {tags.shown.length > 0 ? (
            <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
              {tags.shown.map((tag) => (
                <li key={tag} className="min-w-0">
                  <Badge variant="outline" className="max-w-full wrap-anywhere">
                    {tag}
                  </Badge>
                </li>
              ))}
              {tags.more ? (
                <li className="text-xs text-muted-foreground">
                  <span aria-hidden="true">...</span>
                  <span className="sr-only">and more tags</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-hidden="true">
      <div className="aspect-video w-full animate-pulse bg-muted" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-4 w-32 animate-pulse rounded bg-muted" />
        <div className="h-6 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-24 animate-pulse rounded bg-muted" />
      </div>
    </Card>
  );
}
