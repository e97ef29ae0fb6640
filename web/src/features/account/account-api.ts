import type { AccountDeletionInput } from '@contracts/identity/contracts/account-deletion.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** POST /api/account/deletion: 202, the session's cookies cleared by the answer. */
export function deleteOwnAccount(form: AccountDeletionInput): Promise<void> {
  return apiFetch<void>('/api/account/deletion', { method: 'POST', body: form });
}
