import { useCallback } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { PenLine, SearchX, Users } from 'lucide-react';
import { HUB_FIRST_ROW_CARDS } from '@contracts/content/contracts/content-image.contract.ts';
import { hubMessages } from '@contracts/content/contracts/content-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageEmpty, PageError } from '../../components/page-states.tsx';
import { ResultsPagination } from '../browse/results-pagination.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useCategories, usePostPage } from './content-api.ts';
import { CategorySelect, HubSearchBox } from './hub-filters.tsx';
import { hasHubCriteria, withCategory, withPage, withSearchText, type HubSearch } from './hub-search.ts';
import { PostCard, PostCardSkeleton } from './post-card.tsx';

const SKELETON_CARDS = 6;

/** /content (spec part 2 section 2): published articles, newest first, searchable and filtered by category. */
export function ContentHubPage() {
  useDocumentTitle('Content Hub');
  const search: HubSearch = useSearch({ from: '/content/' });
  const navigate = useNavigate({ from: '/content/' });
  const posts = usePostPage(search);
  // Spec part 2 section 8: a category failure is only logged (the select then offers All Categories).
  const categories = useCategories();
  useQueryFailureToast(posts, hubMessages.loadFailed);

  // Typing replaces the history entry (no entry per pause); a category or a page is a new one.
  const onSearch = useCallback(
    (text: string) => void navigate({ search: (current: HubSearch) => withSearchText(current, text), replace: true }),
    [navigate],
  );
  const go = (next: HubSearch) => void navigate({ search: next });

  const data = posts.data;
  const loading = posts.isPending || posts.isPlaceholderData;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{hubMessages.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{hubMessages.intro}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/content/submit">
              <PenLine aria-hidden="true" />
              {hubMessages.submitArticle}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/join-community">
              <Users aria-hidden="true" />
              {hubMessages.joinCommunity}
            </Link>
          </Button>
        </div>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <HubSearchBox value={search.search ?? ''} onSearch={onSearch} />
        <CategorySelect categories={categories.data?.categories ?? []} value={search.category ?? ''} onChange={(slug) => go(withCategory(search, slug))} />
      </div>

      <section aria-labelledby="articles-heading" aria-busy={loading} className="mt-6">
        <h2 id="articles-heading" className="mb-4 text-sm font-medium text-muted-foreground" aria-live="polite">
          {data && !posts.isPlaceholderData ? hubMessages.total(data.total) : <span className="sr-only">Loading articles</span>}
        </h2>
        {posts.isError && !data ? (
          <PageError message={hubMessages.loadFailed} onRetry={() => void posts.refetch()} />
        ) : loading ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading articles">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className="min-w-0">
                <PostCardSkeleton />
              </li>
            ))}
          </ul>
        ) : data && data.posts.length > 0 ? (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
              {data.posts.map((post, index) => (
                <li key={post.id} className="min-w-0">
                  <PostCard post={post} firstRow={index < HUB_FIRST_ROW_CARDS} />
                </li>
              ))}
            </ul>
            <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => go(withPage(search, page))} />
          </>
        ) : (
          <PageEmpty icon={SearchX} title={hubMessages.noArticles}>
            {hasHubCriteria(search) ? (
              <Button variant="outline" onClick={() => go({})}>
                Clear search
              </Button>
            ) : null}
          </PageEmpty>
        )}
      </section>
    </div>
  );
}
