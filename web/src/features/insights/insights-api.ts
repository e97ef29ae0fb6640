import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExecutiveInsights, WeeklyEmailPreference } from '@contracts/insights/contracts/insights.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/**
 * Query keys of the executive's Insights page (key style: docs/architecture.md, Web app). The
 * server answers per viewer, so the key holds the executive's id.
 */
export const insightsKeys = {
  all: ['insights'] as const,
  mine: (userId: string) => ['insights', 'mine', userId] as const,
  weeklyEmail: (userId: string) => ['insights', 'weekly-email', userId] as const,
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

/** GET /api/profile/insights/email: whether the weekly e-mail is on. */
export function useWeeklyEmail(userId: string | undefined) {
  return useQuery({
    queryKey: insightsKeys.weeklyEmail(userId ?? ''),
    queryFn: ({ signal }) => apiFetch<WeeklyEmailPreference>('/api/profile/insights/email', { signal }),
    enabled: Boolean(userId),
  });
}

/** PUT /api/profile/insights/email: turns it on or off (recorded with the words the page shows). */
export function useSaveWeeklyEmail(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekly: boolean) => apiFetch<WeeklyEmailPreference>('/api/profile/insights/email', { method: 'PUT', body: { weekly } }),
    onSuccess: (preference) => queryClient.setQueryData(insightsKeys.weeklyEmail(userId ?? ''), preference),
  });
}
