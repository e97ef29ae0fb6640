import type { AccountDeletionInput } from '@contracts/identity/contracts/account-deletion.contract.ts';
import type { z } from 'zod';
import type { dataExportRequestedSchema } from '@contracts/identity/contracts/data-export.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** POST /api/account/deletion: 202, the session's cookies cleared by the answer. */
export function deleteOwnAccount(form: AccountDeletionInput): Promise<void> {
  return apiFetch<void>('/api/account/deletion', { method: 'POST', body: form });
}

/** POST /api/account/data-export: 202 with what happens next; 429 within a day of the last copy. */
export function requestDataExport(): Promise<z.infer<typeof dataExportRequestedSchema>> {
  return apiFetch('/api/account/data-export', { method: 'POST' });
}
