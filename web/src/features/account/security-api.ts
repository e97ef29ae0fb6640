import type { z } from 'zod';
import type {
  AccountSessions,
  ChangePasswordInput,
  endedSessionsSchema,
} from '@contracts/identity/contracts/account-sessions.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** Query keys of the Security page; the answer is per person, so the key holds their id. */
export const securityKeys = {
  all: ['security'] as const,
  sessions: (userId: string) => ['security', 'sessions', userId] as const,
};

export function fetchAccountSessions(signal?: AbortSignal): Promise<AccountSessions> {
  return apiFetch<AccountSessions>('/api/account/sessions', { signal });
}

/** 204; 404 when it is not the person's or has already ended. */
export function endAccountSession(sessionId: string): Promise<void> {
  return apiFetch<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function endOtherAccountSessions(): Promise<EndedSessions> {
  return apiFetch<EndedSessions>('/api/account/sessions/end-others', { method: 'POST' });
}

/** 200 with how many other sessions ended; 400 `wrong_password` on currentPassword; 429 while locked out. */
export function changeAccountPassword(form: ChangePasswordInput): Promise<EndedSessions> {
  return apiFetch<EndedSessions>('/api/account/password', { method: 'POST', body: form });
}
