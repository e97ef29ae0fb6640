import type { DirectoryFacets } from '../../contracts/search-directory.contract.ts';
import { ARRAY_FILTERS, ENGAGEMENT_AVAILABILITY, type DirectoryReference } from '../../domain/directory-reference.ts';

/** Statement 2's counts: reference ids (or stored availability / years) to row counts. */
export type RawCounts = Record<string, Record<string, number> | undefined>;

function bySlug(reference: DirectoryReference, counts: Record<string, number> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in counts) {
    const slug = reference.optionById.get(id)?.slug;
    // City slugs repeat across countries; their counts add up like the filter's any-of does.
    if (slug) out[slug] = (out[slug] ?? 0) + counts[id]!;
  }
  return out;
}

/**
 * Ids become the slugs the filters take; availability and years are summed into the filter options.
 * Plain loops, no entry arrays: this runs for every search's facets (twice as quick as with
 * Object.entries and filter/reduce per level, measured with `npm run bench -- directory-engine`).
 */
export function mapFacets(reference: DirectoryReference, raw: RawCounts): DirectoryFacets {
  const stored = raw.availability ?? {};
  const availability: Record<string, number> = { ...stored };
  for (const engagement in ENGAGEMENT_AVAILABILITY) {
    let sum = 0;
    for (const slug of ENGAGEMENT_AVAILABILITY[engagement]!) sum += stored[slug] ?? 0;
    availability[engagement] = sum;
  }

  const levels = reference.data.yearsOfExperience;
  const yearsExperience: Record<string, number> = {};
  for (const level of levels) yearsExperience[level.slug] = 0;
  for (const value in raw.years) {
    const years = Number(value);
    for (const level of levels) {
      if (years >= level.min && (level.max === null || years <= level.max)) yearsExperience[level.slug]! += raw.years[value]!;
    }
  }

  const region = bySlug(reference, raw.region);
  const country = bySlug(reference, raw.country);
  const location: Record<string, number> = { ...country };
  if (region.remote !== undefined) location.remote = region.remote;

  const facets = { role: bySlug(reference, raw.role), location, region, country, city: bySlug(reference, raw.city), availability, yearsExperience } as DirectoryFacets;
  for (const { param } of ARRAY_FILTERS) facets[param] = bySlug(reference, raw[param]);
  return facets;
}
