import { useQuery } from '@tanstack/react-query';
import type { InviteExecutive } from '@contracts/invitations/contracts/invitation-form.contract.ts';
import type {
  CompleteAccountForm,
  InvitationList,
  InvitationLookup,
  InvitationQueued,
} from '@contracts/invitations/contracts/invitations.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { deliveryPollInterval } from './invitation-rows.ts';

/** The invitation calls of the web: the consultant dashboard and the invitee's account completion. */

/** Query keys of the invitations (key style: docs/architecture.md, Web app). */
export const invitationKeys = {
  all: ['invitations'] as const,
  /** The list answers per viewer (own invitations; every one for a super admin). */
  list: (viewerId: string | null) => ['invitations', 'list', viewerId] as const,
  lookup: (token: string) => ['invitations', 'lookup', token] as const,
};

export function fetchInvitations(signal?: AbortSignal) {
  return apiFetch<InvitationList>('/api/invitations', { signal });
}

export function createInvitation(body: InviteExecutive) {
  return apiFetch<InvitationQueued>('/api/invitations', { method: 'POST', body });
}

export function resendInvitation(invitationId: string) {
  return apiFetch<InvitationQueued>(`/api/invitations/${encodeURIComponent(invitationId)}/resend`, { method: 'POST' });
}

/** The token travels in the body (never in an API URL the logs keep). */
export function lookUpInvitation(token: string, signal?: AbortSignal) {
  return apiFetch<InvitationLookup>('/api/invitations/lookup', { method: 'POST', body: { token }, signal });
}

export function claimInvitation(token: string, form: CompleteAccountForm) {
  return apiFetch<{ message: string; email: string; loginPath: string }>('/api/invitations/claim', {
    method: 'POST',
    body: { token, ...form },
  });
}

/** 'Sent Invitations', refreshed every 2 s while an e-mail is queued (the worker changes it). */
export function useInvitations(viewerId: string | null) {
  return useQuery({
    queryKey: invitationKeys.list(viewerId),
    queryFn: ({ signal }) => fetchInvitations(signal),
    enabled: viewerId !== null,
    refetchInterval: (query) => deliveryPollInterval(query.state.data?.invitations),
  });
}

/** The invitation behind a link; a refusal is final, so no retries. */
export function useInvitationLookup(token: string | undefined) {
  return useQuery({
    queryKey: invitationKeys.lookup(token ?? ''),
    queryFn: ({ signal }) => lookUpInvitation(token ?? '', signal),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
