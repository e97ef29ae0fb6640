import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinCommunity, JoinCommunityInput } from '@contracts/community/contracts/community-form.contract.ts';
import type { Membership, MemberList, SlackInvitesRequested } from '@contracts/community/contracts/community.contract.ts';
import type { NotificationPreferences } from '@contracts/community/contracts/community-form.contract.ts';
import { ApiError, apiFetch } from '../../api/api-client.ts';

/** Query keys of the community screens (the web's key style: docs/architecture.md, Web app). */
export const communityKeys = {
  all: ['community'] as const,
  members: () => ['community', 'members'] as const,
  memberPage: (search: string, page: number) => ['community', 'members', search, page] as const,
  /** By the e-mail link's token, or (no token) the signed-in viewer's own: the viewer's id is in the key. */
  membership: (token: string | undefined, viewerId: string | null) => ['community', 'membership', token ?? null, viewerId] as const,
};

/** The membership routes' address: the e-mail link's token when there is one, else the session's member. */
function membershipPath(path: string, token: string | undefined): string {
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

export function useMembership(token: string | undefined, viewerId: string | null, enabled = true) {
  return useQuery({
    queryKey: communityKeys.membership(token, viewerId),
    queryFn: ({ signal }) => apiFetch<Membership>(membershipPath('/api/community/membership', token), { signal }),
    enabled,
    // A 4xx is an answer (bad link, not a member, signed out), not a hiccup to retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

export function useSavePreferences(token: string | undefined, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      apiFetch<Membership>(membershipPath('/api/community/membership/preferences', token), { method: 'PUT', body: { preferences } }),
    onSuccess: (membership) => queryClient.setQueryData(communityKeys.membership(token, viewerId), membership),
  });
}

export function useLeaveCommunity(token: string | undefined) {
  return useMutation({
    mutationFn: () => apiFetch<{ message: string }>(membershipPath('/api/community/membership', token), { method: 'DELETE' }),
  });
}

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
