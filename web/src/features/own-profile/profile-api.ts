import { useQuery } from '@tanstack/react-query';
import type {
  AvailabilityConfirmed,
  OwnProfileResponse,
  ProfileFormValues,
  SaveProfileResponse,
} from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** Query keys of the signed-in executive's own profile (key style: docs/architecture.md, Web app). */
export const ownProfileKeys = {
  all: ['own-profile'] as const,
  detail: () => ['own-profile', 'detail'] as const,
};

/** GET /api/profile: the signed-in executive's profile (status, banner, form values, display). */
export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: ownProfileKeys.detail(),
    queryFn: ({ signal }) => apiFetch<OwnProfileResponse>('/api/profile', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** PUT /api/profile: the server parses the same schema, so the raw form values go as they are. */
export function saveOwnProfile(values: ProfileFormValues): Promise<SaveProfileResponse> {
  return apiFetch<SaveProfileResponse>('/api/profile', { method: 'PUT', body: values });
}

export function deleteOwnProfile(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/profile', { method: 'DELETE' });
}

/** POST /api/profile/availability: the 'Confirm availability' button (approved profiles). */
export function confirmOwnAvailability(): Promise<AvailabilityConfirmed> {
  return apiFetch<AvailabilityConfirmed>('/api/profile/availability', { method: 'POST' });
}

/** POST /api/availability/confirm: a reminder's one-click link, sent by /availability/confirm (no session needed). */
export function confirmAvailabilityByToken(token: string): Promise<AvailabilityConfirmed> {
  return apiFetch<AvailabilityConfirmed>('/api/availability/confirm', { method: 'POST', body: { token } });
}
