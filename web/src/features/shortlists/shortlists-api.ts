import type {
  AddShortlistExecutiveResponse,
  CreateShortlistBody,
  CreateShortlistResponse,
  ListShortlistsResponse,
  SaveShortlistNoteResponse,
  ShortlistExecutivesResponse,
} from '@contracts/shortlists/contracts/shortlists.contract.ts';
import type { PostShortlistCommentBody, ShortlistComment } from '@contracts/shortlists/contracts/shortlist-comments.contract.ts';
import type {
  ListSharedShortlistsResponse,
  ListShortlistSharesResponse,
  SharedShortlistResponse,
  ShortlistColleague,
} from '@contracts/shortlists/contracts/shortlist-sharing.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** The shortlist calls of the web (clients only; every list answers its owner alone). */

/** Query keys of the shortlists (key style: docs/architecture.md, Web app). */
export const shortlistKeys = {
  all: ['shortlists'] as const,
  lists: (executiveId?: string) => ['shortlists', 'lists', executiveId ?? null] as const,
  entries: (shortlistId: string) => ['shortlists', 'entries', shortlistId] as const,
  /** The owner's view of who a list is shared with. */
  shares: (shortlistId: string) => ['shortlists', 'shares', shortlistId] as const,
  /** 'Shared with me'. */
  sharedLists: () => ['shortlists', 'shared'] as const,
  sharedList: (shortlistId: string) => ['shortlists', 'shared', shortlistId] as const,
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

export function fetchShortlistShares(shortlistId: string, signal?: AbortSignal) {
  return apiFetch<ListShortlistSharesResponse>(`/api/shortlists/${encodeURIComponent(shortlistId)}/shares`, { signal });
}

export function shareShortlist(shortlistId: string, email: string) {
  return apiFetch<ShortlistColleague>(`/api/shortlists/${encodeURIComponent(shortlistId)}/shares`, { method: 'POST', body: { email } });
}

export function revokeShortlistShare(shortlistId: string, clientId: string) {
  return apiFetch<void>(`/api/shortlists/${encodeURIComponent(shortlistId)}/shares/${encodeURIComponent(clientId)}`, {
    method: 'DELETE',
  });
}

export function fetchSharedShortlists(signal?: AbortSignal) {
  return apiFetch<ListSharedShortlistsResponse>('/api/shortlists/shared', { signal });
}

export function fetchSharedShortlist(shortlistId: string, signal?: AbortSignal) {
  return apiFetch<SharedShortlistResponse>(`/api/shortlists/shared/${encodeURIComponent(shortlistId)}`, { signal });
}

export function postShortlistComment(shortlistId: string, entryId: string, text: PostShortlistCommentBody['text']) {
  return apiFetch<ShortlistComment>(
    `/api/shortlists/${encodeURIComponent(shortlistId)}/executives/${encodeURIComponent(entryId)}/comments`,
    { method: 'POST', body: { text } },
  );
}
