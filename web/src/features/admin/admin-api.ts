import { useQuery } from '@tanstack/react-query';
import type { AdminClientList } from '@contracts/identity/contracts/admin-clients.contract.ts';
import type {
  AdminExecutiveList,
  AdminExecutivePreview,
  ReviewDecisionResponse,
} from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

export type ReviewList = 'pending' | 'approved';
export type ReviewDecision = 'approve' | 'reject' | 'revoke';

export const ADMIN_EXECUTIVES_KEY = ['admin', 'executives'] as const;

export function useExecutivesForReview(list: ReviewList) {
  return useQuery({
    queryKey: [...ADMIN_EXECUTIVES_KEY, list],
    queryFn: ({ signal }) => apiFetch<AdminExecutiveList>(`/api/admin/executives/${list}`, { signal }),
    staleTime: 0,
  });
}

export function useExecutivePreview(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_EXECUTIVES_KEY, 'preview', id],
    queryFn: ({ signal }) => apiFetch<AdminExecutivePreview>(`/api/admin/executives/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useClients() {
  return useQuery({
    queryKey: ['admin', 'clients'],
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
