import type { AccountDeletionInput } from '@contracts/identity/contracts/account-deletion.contract.ts';
import type { z } from 'zod';
import type { dataExportRequestedSchema } from '@contracts/identity/contracts/data-export.contract.ts';
import type {
  RecoveryCodes,
  SecondFactorCode,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from '@contracts/identity/contracts/second-factor.contract.ts';
import type {
  Passkey,
  PasskeyList,
  PasskeyOptions,
  PasskeyRegistered,
  PasskeyRemoved,
} from '@contracts/identity/contracts/passkeys.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** POST /api/account/deletion: 202, the session's cookies cleared by the answer. */
export function deleteOwnAccount(form: AccountDeletionInput): Promise<void> {
  return apiFetch<void>('/api/account/deletion', { method: 'POST', body: form });
}

/** POST /api/account/data-export: 202 with what happens next; 429 within a day of the last copy. */
export function requestDataExport(): Promise<z.infer<typeof dataExportRequestedSchema>> {
  return apiFetch('/api/account/data-export', { method: 'POST' });
}

/** The second factor (decision 043): its state, enrolment and turning it off. */
export const secondFactorKeys = { status: () => ['account', 'second-factor'] as const };

export function fetchSecondFactorStatus(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return apiFetch('/api/account/second-factor', { signal });
}

export function startSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
  return apiFetch('/api/account/second-factor/enrolment', { method: 'POST' });
}

export function confirmSecondFactorEnrolment(form: SecondFactorCode): Promise<RecoveryCodes> {
  return apiFetch('/api/account/second-factor/enrolment/confirm', { method: 'POST', body: form });
}

/** Ten new recovery codes, the old ones gone (asks for a fresh factor first: decision 045). */
export function replaceRecoveryCodes(): Promise<RecoveryCodes> {
  return apiFetch('/api/account/second-factor/recovery-codes', { method: 'POST' });
}

export function turnOffSecondFactor(form: SecondFactorCode): Promise<{ message: string }> {
  return apiFetch('/api/account/second-factor/disable', { method: 'POST', body: form });
}

/** Passkeys (decision 044): the list, adding one (options, then the browser's answer), renaming, removing. */
export const passkeyKeys = { list: () => ['account', 'passkeys'] as const };

export function fetchPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return apiFetch('/api/account/passkeys', { signal });
}

export function fetchPasskeyRegistrationOptions(): Promise<PasskeyOptions> {
  return apiFetch('/api/account/passkeys/registration/options', { method: 'POST' });
}

export function registerPasskey(form: { challengeId: string; response: unknown; name?: string }): Promise<PasskeyRegistered> {
  return apiFetch('/api/account/passkeys/registration', { method: 'POST', body: form });
}

export function renamePasskey(id: string, name: string): Promise<Passkey> {
  return apiFetch(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } });
}

export function removePasskey(id: string): Promise<PasskeyRemoved> {
  return apiFetch(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
