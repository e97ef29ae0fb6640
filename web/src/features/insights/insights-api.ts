import { useQuery } from '@tanstack/react-query';
import type { ExecutiveInsights } from '@contracts/insights/contracts/insights.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/**
 * Query keys of the executive's Insights page (key style: docs/architecture.md, Web app). The
 * server answers per viewer, so the key holds the executive's id.
 */
export const insightsKeys = {
  all: ['insights'] as const,
  mine: (userId: string) => ['insights', 'mine', userId] as const,
};

/** GET /api/profile/insights: the signed-in executive's reach, week by week (executives only). */
export function fetchOwnInsights(signal?: AbortSignal): Promise<ExecutiveInsights> {
  return apiFetch<ExecutiveInsights>('/api/profile/insights', { signal });
}

export function useOwnInsights(userId: string | undefined) {
  return useQuery({
    queryKey: insightsKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchOwnInsights(signal),
    enabled: Boolean(userId),
  });
}
