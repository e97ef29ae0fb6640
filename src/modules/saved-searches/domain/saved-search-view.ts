import type { SavedSearch as SavedSearchView } from '../contracts/saved-searches.contract.ts';

/** A saved search as the API answers it. */
export function toSavedSearchView(search: SavedSearchRow): SavedSearchView {
  return {
    id: search.id,
    name: search.name,
    filters: search.filters as Record<string, string>,
    frequency: search.frequency,
    alerts: search.unsubscribedAt === null || search.unsubscribedAt === undefined,
    createdAt: new Date(search.createdAt).toISOString(),
    updatedAt: new Date(search.updatedAt).toISOString(),
    lastAlertedAt: search.lastAlertedAt ? new Date(search.lastAlertedAt).toISOString() : null,
  };
}

export type SavedSearchRow = {
  id: string;
  name: string;
  filters: object;
  frequency: SavedSearchView['frequency'];
  unsubscribedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastAlertedAt?: Date | null;
};
