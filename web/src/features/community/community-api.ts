import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { JoinCommunity, JoinCommunityInput } from '@contracts/community/contracts/community-form.contract.ts';
import type { MemberList, SlackInvitesRequested } from '@contracts/community/contracts/community.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** Query keys of the community screens (the web's key style: docs/architecture.md, Web app). */
export const communityKeys = {
  all: ['community'] as const,
  members: () => ['community', 'members'] as const,
  memberPage: (search: string, page: number) => ['community', 'members', search, page] as const,
};

/** While invites are queued the tab refreshes, so each one turns 'Invited to Slack' (or failed) by itself. */
export const QUEUED_REFRESH_MS = 2000;

export function useCommunityMembers(search: string, page: number) {
  return useQuery({
    queryKey: communityKeys.memberPage(search, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set('search', search);
      return apiFetch<MemberList>(`/api/admin/community/members?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.stats.queued ?? 0) > 0 ? QUEUED_REFRESH_MS : false),
  });
}

export function requestSlackInvites(memberIds: string[]): Promise<SlackInvitesRequested> {
  return apiFetch<SlackInvitesRequested>('/api/admin/community/slack-invites', { method: 'POST', body: { memberIds } });
}

/** The CSV download (a plain link: the browser sends the session cookie and saves the file). */
export function membersExportUrl(search: string): string {
  return `/api/admin/community/members/export${search ? `?search=${encodeURIComponent(search)}` : ''}`;
}

export function useJoinCommunity() {
  return useMutation({
    mutationFn: (form: JoinCommunity | JoinCommunityInput) => apiFetch<{ message: string }>('/api/community/join', { method: 'POST', body: form }),
  });
}
