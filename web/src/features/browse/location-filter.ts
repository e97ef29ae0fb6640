import type { ReferenceData } from '../reference/use-reference-data.ts';
import { setSingleFilter } from './browse-filters.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

/**
 * The home form sends location=<country or North America area> (decision 011). The filter panel
 * shows such a link as that region and country chosen, so its Cities list is usable, while the URL
 * keeps location=germany until the user moves the region or country away from it: then the panel's
 * own region/country take over and the location goes (keeping both would contradict each other).
 */

type Place = { region: string; country: string };

/** The region and country a location slug stands for; none for remote, a region or an unknown slug. */
export function findLocationPlace(regions: ReferenceData['regions'], location: string | undefined): Place | undefined {
  if (!location) return undefined;
  const slug = location.toLowerCase();
  for (const region of regions) {
    const country = region.countries.find((c) => c.slug === slug);
    if (country) return { region: region.slug, country: country.slug };
  }
  return undefined;
}

/** The place the location implies, when the URL's own region and country do not say otherwise. */
function impliedPlace(regions: ReferenceData['regions'], search: BrowseSearch): Place | undefined {
  const place = findLocationPlace(regions, search.location);
  if (!place || search.country || (search.region && search.region !== place.region)) return undefined;
  return place;
}

/** What the panel displays: the URL, with the location's region and country filled in. */
export function showLocationAsPlace(regions: ReferenceData['regions'], search: BrowseSearch): BrowseSearch {
  const place = impliedPlace(regions, search);
  return place ? { ...search, region: place.region, country: place.country } : search;
}

/** A region or country change made on the displayed view, written back in the URL's terms. */
export function changePlace(regions: ReferenceData['regions'], search: BrowseSearch, key: 'region' | 'country', value: string | undefined): BrowseSearch {
  const place = impliedPlace(regions, search);
  if (!place) return setSingleFilter(search, key, value);
  const next = setSingleFilter(showLocationAsPlace(regions, search), key, value);
  if (next.region === place.region && next.country === place.country) {
    // Nothing moved away from the location: the URL stays in the terms it was sent in.
    delete next.country;
    if (!search.region) delete next.region;
    return next;
  }
  delete next.location;
  return next;
}

/** A new location: cities chosen under the old one's country belong to that country alone. */
export function changeLocation(regions: ReferenceData['regions'], search: BrowseSearch, value: string | undefined): BrowseSearch {
  const next = setSingleFilter(search, 'location', value);
  if (value !== search.location && impliedPlace(regions, search)) delete next.city;
  return next;
}
