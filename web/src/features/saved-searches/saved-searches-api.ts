import type {
  ListSavedSearchesResponse,
  SavedSearch,
  SaveSearchBody,
  UpdateSavedSearchBody,
} from '@contracts/saved-searches/contracts/saved-searches.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** The saved-search calls of the web (clients only; each search answers its owner alone). */

/** Query keys of the saved searches (key style: docs/architecture.md, Web app). */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => ['saved-searches', 'list'] as const,
};

export function fetchSavedSearches(signal?: AbortSignal) {
  return apiFetch<ListSavedSearchesResponse>('/api/saved-searches', { signal });
}

export function saveSearch(body: SaveSearchBody) {
  return apiFetch<SavedSearch>('/api/saved-searches', { method: 'POST', body });
}

export function updateSavedSearch(id: string, body: UpdateSavedSearchBody) {
  return apiFetch<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function deleteSavedSearch(id: string) {
  return apiFetch<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The confirmation page's button: the same one-click POST a mail client sends. */
export function unsubscribe(token: string) {
  return apiFetch<{ unsubscribed: number }>('/api/saved-searches/unsubscribe', { method: 'POST', query: { token } });
}
