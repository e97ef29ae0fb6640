import type {
  AddShortlistExecutiveResponse,
  CreateShortlistBody,
  CreateShortlistResponse,
  ListShortlistsResponse,
  SaveShortlistNoteResponse,
  ShortlistExecutivesResponse,
} from '@contracts/shortlists/contracts/shortlists.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** The shortlist calls of the web (clients only; every list answers its owner alone). */

/** Query keys of the shortlists (key style: docs/architecture.md, Web app). */
export const shortlistKeys = {
  all: ['shortlists'] as const,
  lists: (executiveId?: string) => ['shortlists', 'lists', executiveId ?? null] as const,
  entries: (shortlistId: string) => ['shortlists', 'entries', shortlistId] as const,
};

export function fetchShortlists(executiveId: string | undefined, signal?: AbortSignal) {
  return apiFetch<ListShortlistsResponse>('/api/shortlists', { query: { executiveId }, signal });
}

export function fetchShortlistEntries(shortlistId: string, signal?: AbortSignal) {
  return apiFetch<ShortlistExecutivesResponse>(`/api/shortlists/${encodeURIComponent(shortlistId)}/executives`, { signal });
}

export function createShortlist(body: CreateShortlistBody) {
  return apiFetch<CreateShortlistResponse>('/api/shortlists', { method: 'POST', body });
}

export function deleteShortlist(shortlistId: string) {
  return apiFetch<void>(`/api/shortlists/${encodeURIComponent(shortlistId)}`, { method: 'DELETE' });
}

export function addExecutiveToShortlist(shortlistId: string, executiveId: string) {
  return apiFetch<AddShortlistExecutiveResponse>(`/api/shortlists/${encodeURIComponent(shortlistId)}/executives`, {
    method: 'POST',
    body: { executiveId },
  });
}

export function removeShortlistEntry(shortlistId: string, entryId: string) {
  return apiFetch<void>(`/api/shortlists/${encodeURIComponent(shortlistId)}/executives/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
  });
}

export function saveShortlistNote(shortlistId: string, entryId: string, note: string) {
  return apiFetch<SaveShortlistNoteResponse>(
    `/api/shortlists/${encodeURIComponent(shortlistId)}/executives/${encodeURIComponent(entryId)}/note`,
    { method: 'PUT', body: { note } },
  );
}
