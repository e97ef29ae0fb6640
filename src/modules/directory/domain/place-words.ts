import type { ReferenceData } from '../../reference/index.ts';

/**
 * Where an executive is, as words of the search texts (weight B, after the industries and tools):
 * the country's label, then the chosen cities' in the reference order, so 'Munich' (or 'München',
 * decision 049) finds who is there. Visitors search them too: a preview shows the place.
 */
export function placeWords(reference: Pick<ReferenceData, 'regions'>, countryId: string | null, cityIds: readonly string[]): string[] {
  const country = countryId ? reference.regions.flatMap((region) => region.countries).find((candidate) => candidate.id === countryId) : undefined;
  if (!country) return [];
  const chosen = new Set(cityIds);
  return [country.label, ...country.cities.filter((city) => chosen.has(city.id)).map((city) => city.label)];
}
