import { useQuery } from '@tanstack/react-query';
import type { ExecutiveContact, PublicExecutiveProfile } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { ApiError, apiFetch } from '../../api/api-client.ts';
import { useSessionStore } from '../../stores/session.store.ts';

/** Query keys of the public executive profiles (key style: docs/architecture.md, Web app). */
export const executiveKeys = {
  all: ['executives'] as const,
  profile: (id: string, viewerId: string | null) => ['executives', id, 'profile', viewerId] as const,
  contact: (id: string, viewerId: string | null) => ['executives', id, 'contact', viewerId] as const,
};

/**
 * GET /api/executives/:id: what it holds depends on the viewer, so the user is part of the key.
 * An empty id is never asked for: the page says 'No executive ID provided' instead.
 */
export function useExecutiveProfile(id: string) {
  const session = useSessionStore();
  return useQuery({
    queryKey: executiveKeys.profile(id, session.user?.id ?? null),
    queryFn: ({ signal }) => apiFetch<PublicExecutiveProfile>(`/api/executives/${encodeURIComponent(id)}`, { signal }),
    enabled: !session.loading && id !== '',
  });
}

/** GET /api/executives/:id/contact, asked only when the profile says this viewer may see it. */
export function useExecutiveContact(id: string, canViewContact: boolean) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: executiveKeys.contact(id, userId),
    queryFn: ({ signal }) => apiFetch<ExecutiveContact>(`/api/executives/${encodeURIComponent(id)}/contact`, { signal }),
    enabled: canViewContact,
  });
}

/** 400 (not an id) and 404 (unknown or unapproved) both mean 'Executive Not Found'. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
