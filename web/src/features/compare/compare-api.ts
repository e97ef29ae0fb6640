import { useQuery } from '@tanstack/react-query';
import type { CompareResponse } from '@contracts/profiles/contracts/compare.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { useSessionStore } from '../../stores/session.store.ts';

/** Query keys of the comparison (key style: docs/architecture.md, Web app). */
export const compareKeys = {
  all: ['compare'] as const,
  comparison: (ids: readonly string[], viewerId: string | null) => ['compare', 'comparison', ids.join(','), viewerId] as const,
};

/** GET /api/compare: names depend on the viewer, so the user is part of the key. */
export function useComparison(ids: readonly string[]) {
  const session = useSessionStore();
  return useQuery({
    queryKey: compareKeys.comparison(ids, session.user?.id ?? null),
    queryFn: ({ signal }) => apiFetch<CompareResponse>('/api/compare', { query: { ids: ids.join(',') }, signal }),
    enabled: !session.loading && ids.length > 0,
  });
}
