import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchDirectoryResponse } from '@contracts/directory/contracts/search-directory.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { toDirectoryQuery } from './browse-filters.ts';
import { directorySearchRetryDelay, retryDirectorySearch } from './directory-loading.ts';
import { directorySearchPath, type BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

/**
 * GET /api/directory for the URL's search. The answer depends on who asks (previews for visitors,
 * names for clients), so the signed-in user is part of the key, and nothing is asked before the
 * session is known. The previous answer stays as a placeholder so the filter counts do not blink.
 * While the API loads its index it may answer 503 `directory_loading`: asked again after its
 * Retry-After for as long as that lasts (directory-loading.ts), never shown as an error.
 */
/** Query keys of the directory search (key style: docs/architecture.md, Web app). */
export const directoryKeys = {
  all: ['directory'] as const,
  search: (viewerId: string | null, query: DirectoryQuery) => ['directory', 'search', viewerId, query] as const,
};

type DirectoryQuery = ReturnType<typeof toDirectoryQuery>;

export function useDirectorySearch(search: BrowseSearch) {
  const session = useSessionStore();
  const query = toDirectoryQuery(search);
  return useQuery({
    queryKey: directoryKeys.search(session.user?.id ?? null, query),
    queryFn: ({ signal }) => apiFetch<SearchDirectoryResponse>(directorySearchPath(search), { signal }),
    enabled: !session.loading,
    placeholderData: keepPreviousData,
    retry: retryDirectorySearch,
    retryDelay: directorySearchRetryDelay,
  });
}
