import { useQuery } from '@tanstack/react-query';
import type { AdminClientList } from '@contracts/identity/contracts/admin-clients.contract.ts';
import type {
  AdminExecutiveList,
  AdminExecutivePreview,
  ReviewDecisionResponse,
} from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { DELETION_CONFIRMATION_WORD } from '@contracts/identity/contracts/account-deletion.contract.ts';
import { ApiError, apiFetch } from '../../api/api-client.ts';
import type { FailureToastContent } from '../../api/query-failure-toast.ts';

export type ReviewList = 'pending' | 'approved';
export type ReviewDecision = 'approve' | 'reject' | 'revoke';

/** Query keys of the admin screens (the web's key style: docs/architecture.md, Web app). */
export const adminKeys = {
  all: ['admin'] as const,
  executives: () => ['admin', 'executives'] as const,
  executiveList: (list: ReviewList) => ['admin', 'executives', list] as const,
  executivePreview: (id: string | null) => ['admin', 'executives', 'preview', id] as const,
  clients: () => ['admin', 'clients'] as const,
  /** The Audit tab, by its filters' query string. */
  audit: (filters: string) => ['admin', 'audit', filters] as const,
};

/**
 * Spec part 1 section 8 Admin: a failed load names the list that failed. A 403 means the admin
 * role is gone (revoked while the page was open): the spec's 'Access Denied' for a non-admin
 * opening an admin panel says so better than a retry would. For useQueryFailureToast.
 */
export function adminLoadFailure(title: string): (error: unknown) => FailureToastContent {
  return (error) =>
    error instanceof ApiError && error.status === 403
      ? { title: adminMessages.accessDeniedTitle, description: adminMessages.accessDeniedPanel }
      : { title, description: adminMessages.requestFailed };
}

export function useExecutivesForReview(list: ReviewList) {
  return useQuery({
    queryKey: adminKeys.executiveList(list),
    queryFn: ({ signal }) => apiFetch<AdminExecutiveList>(`/api/admin/executives/${list}`, { signal }),
    staleTime: 0,
  });
}

export function useExecutivePreview(id: string | null) {
  return useQuery({
    queryKey: adminKeys.executivePreview(id),
    queryFn: ({ signal }) => apiFetch<AdminExecutivePreview>(`/api/admin/executives/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useClients() {
  return useQuery({
    queryKey: adminKeys.clients(),
    queryFn: ({ signal }) => apiFetch<AdminClientList>('/api/admin/clients', { signal }),
  });
}

export function decideOnExecutive(id: string, decision: ReviewDecision, reason?: string): Promise<ReviewDecisionResponse> {
  const trimmed = reason?.trim();
  return apiFetch<ReviewDecisionResponse>(`/api/admin/executives/${id}/${decision}`, {
    method: 'POST',
    body: trimmed ? { reason: trimmed } : {},
  });
}

/**
 * A signed-in non-admin who opens /admin: the server writes the refused call to security_events,
 * which is what makes 'Unauthorized access attempt has been logged' true.
 */
export async function reportAdminAccessAttempt(): Promise<void> {
  await apiFetch('/api/admin/executives/pending').catch(() => undefined);
}

/** The CSV downloads of the admin tabs (streamed by the server, each recorded in security_events). */
/** A super admin erases an account on a request received by e-mail (decision 039). */
export function eraseAccount(userId: string): Promise<void> {
  return apiFetch<void>(`/api/admin/users/${userId}/erasure`, { method: 'POST', body: { confirmation: DELETION_CONFIRMATION_WORD } });
}

export const CLIENTS_EXPORT_URL = '/api/admin/clients/export';
export const APPROVED_EXECUTIVES_EXPORT_URL = '/api/admin/executives/approved/export';
