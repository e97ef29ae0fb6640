import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

export type HomeSearchSelection = { role: string; location: string; availability: string };

/** Spec: the home search goes to /browse with role, location and availability, only the non-empty ones. */
export function buildBrowseSearch(selection: HomeSearchSelection): BrowseSearch {
  const search: BrowseSearch = {};
  if (selection.role) search.role = selection.role;
  if (selection.location) search.location = selection.location;
  if (selection.availability) search.availability = selection.availability;
  return search;
}
