import { Suspense, lazy } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import type { Article, PublicComment } from '@contracts/content/contracts/content.contract.ts';
import { articleMessages } from '@contracts/content/contracts/content-messages.contract.ts';
import { CONTENT_IMAGE_BOX, CONTENT_IMAGE_SIZES, contentImageSrcSet } from '@contracts/content/contracts/content-image.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageError } from '../../components/page-states.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useArticle, useArticleComments } from './content-api.ts';
import { formatArticleDate, formatCardDate } from './content-format.ts';
import { Paragraphs } from './paragraphs.tsx';
import { useArticleHead } from './use-article-head.ts';

/**
 * The comment form (react-hook-form and its schema) is below the article: its code is not part of
 * what the page needs to work (issue 32 item 4). The server renders it in full; in the browser the
 * rest of the page hydrates at once and the form's boundary as its chunk arrives (React's
 * selective hydration), the server's HTML standing in meanwhile, so nothing flashes.
 */
const CommentForm = lazy(() =>
  import('./comment-form.tsx').then(
    (module) => ({ default: module.CommentForm }),
    () => ({ default: CommentFormUnavailable }),
  ),
);

function CommentFormUnavailable() {
  return <p className="text-sm text-muted-foreground">{articleMessages.commentFormUnavailable}</p>;
}

function BackLink() {
  return (
    <Link to="/content" className="inline-flex items-center gap-2 text-sm font-medium text-brand hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {articleMessages.backToHub}
    </Link>
  );
}

function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground">{articleMessages.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">{articleMessages.notFoundDescription}</p>
      <Button asChild className="mt-8">
        <Link to="/content">
          <ArrowLeft aria-hidden="true" />
          {articleMessages.backToHub}
        </Link>
      </Button>
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10" role="status" aria-label="Loading article">
      <div className="h-4 w-40 animate-pulse rounded bg-muted" />
      <div className="mt-6 h-10 w-4/5 animate-pulse rounded bg-muted" />
      <div className="mt-4 h-4 w-48 animate-pulse rounded bg-muted" />
      <div className="mt-8 aspect-video w-full animate-pulse rounded-card bg-muted" />
      <div className="mt-8 flex flex-col gap-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-4 w-full animate-pulse rounded bg-muted" />
        ))}
      </div>
    </div>
  );
}

function CommentList({ comments }: { comments: PublicComment[] }) {
  if (comments.length === 0) return <p className="text-muted-foreground">{articleMessages.noComments}</p>;
  return (
    <ol className="flex flex-col gap-4" aria-label="Comments">
      {comments.map((comment) => (
        <li key={comment.id}>
          <Card className="p-4" data-comment={comment.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-medium wrap-anywhere text-foreground">{comment.authorName}</p>
              <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                {formatCardDate(comment.createdAt)}
              </time>
            </div>
            <div className="mt-2 flex flex-col gap-2 text-sm text-foreground">
              <Paragraphs content={comment.content} />
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}

function Comments({ article }: { article: Article }) {
  // Spec part 2 section 8: a comment-load failure is only logged; the count and the form remain.
  const comments = useArticleComments(article.slug, true);
  const list = comments.data?.comments;
  return (
    <section aria-labelledby="comments-title" className="mt-12 border-t border-border pt-10">
      <h2 id="comments-title" className="text-2xl font-semibold text-foreground">
        {articleMessages.comments(list?.length ?? article.commentCount)}
      </h2>
      <div className="mt-6">{list ? <CommentList comments={list} /> : null}</div>
      <Card className="mt-8 p-5 sm:p-6">
        <Suspense fallback={null}>
          <CommentForm slug={article.slug} />
        </Suspense>
      </Card>
    </section>
  );
}

function ArticleBody({ article }: { article: Article }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" aria-labelledby="article-title">
      <BackLink />
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {article.category ? (
            <Link to="/content" search={{ category: article.category.slug }}>
              <Badge variant="accent">{article.category.name}</Badge>
            </Link>
          ) : null}
          <time dateTime={article.publishedAt} className="text-muted-foreground">
            {formatArticleDate(article.publishedAt)}
          </time>
        </div>
        <h1 id="article-title" className="mt-3 text-3xl font-bold tracking-tight wrap-anywhere text-foreground sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-3 text-muted-foreground">
          By <span className="font-medium wrap-anywhere text-foreground">{article.authorName}</span>
        </p>
      </header>
      {article.featuredImageUrl ? (
        <img
          src={article.featuredImageUrl}
          srcSet={contentImageSrcSet(article.featuredImageUrl)}
          sizes={CONTENT_IMAGE_SIZES.article}
          width={CONTENT_IMAGE_BOX.width}
          height={CONTENT_IMAGE_BOX.height}
          fetchPriority="high"
          alt={article.title}
          className="mt-8 aspect-video h-auto w-full rounded-card object-cover"
        />
      ) : null}
      {article.tags && article.tags.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag} className="min-w-0">
              <Badge variant="outline" className="max-w-full wrap-anywhere">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex flex-col gap-5 text-lg leading-relaxed text-foreground" data-testid="article-content">
        <Paragraphs content={article.content} />
      </div>
      <Card className="mt-10 bg-brand-soft/40 p-5 sm:p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{articleMessages.aboutAuthor}</h2>
        <p className="mt-2 text-lg font-semibold wrap-anywhere text-foreground">{article.authorName}</p>
        {article.authorBio ? <p className="mt-1 whitespace-pre-line wrap-anywhere text-muted-foreground">{article.authorBio}</p> : null}
      </Card>
      <Comments article={article} />
    </article>
  );
}

/** /content/{slug} (spec part 2 section 2): one published article, its approved comments and the comment form. */
export function ArticlePage({ slug }: { slug: string }) {
  const article = useArticle(slug);
  const notFound = article.error instanceof ApiError && article.error.status === 404;
  useDocumentTitle(article.data?.metaTitle ?? (notFound ? articleMessages.notFoundTitle : 'Article'));
  useArticleHead(article.data ? { title: article.data.metaTitle, description: article.data.metaDescription } : null);

  if (article.isPending) return <ArticleSkeleton />;
  if (notFound) return <ArticleNotFound />;
  if (article.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <PageError headingLevel="h1" title="Could not load the article" message={article.error.message} onRetry={() => void article.refetch()}>
          <BackLink />
        </PageError>
      </div>
    );
  }
  return <ArticleBody article={article.data} />;
}
