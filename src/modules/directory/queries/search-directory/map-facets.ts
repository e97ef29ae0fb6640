import type { DirectoryFacets } from '../../contracts/search-directory.contract.ts';
import { ARRAY_FILTERS, ENGAGEMENT_AVAILABILITY, type DirectoryReference } from '../../domain/directory-reference.ts';

/** Statement 2's counts: reference ids (or stored availability / years) to row counts. */
export type RawCounts = Record<string, Record<string, number> | undefined>;

function bySlug(reference: DirectoryReference, counts: Record<string, number> = {}): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, n] of Object.entries(counts)) {
    const slug = reference.optionById.get(id)?.slug;
    // City slugs repeat across countries; their counts add up like the filter's any-of does.
    if (slug) out[slug] = (out[slug] ?? 0) + n;
  }
  return out;
}

/** Ids become the slugs the filters take; availability and years are summed into the filter options. */
export function mapFacets(reference: DirectoryReference, raw: RawCounts): DirectoryFacets {
  const stored = raw.availability ?? {};
  const availability: Record<string, number> = { ...stored };
  for (const [engagement, accepted] of Object.entries(ENGAGEMENT_AVAILABILITY)) {
    availability[engagement] = accepted.reduce((sum, slug) => sum + (stored[slug] ?? 0), 0);
  }

  const years = Object.entries(raw.years ?? {}).map(([value, n]) => [Number(value), n] as const);
  const yearsExperience = Object.fromEntries(
    reference.data.yearsOfExperience.map((level) => [
      level.slug,
      years.filter(([y]) => y >= level.min && (level.max === null || y <= level.max)).reduce((sum, [, n]) => sum + n, 0),
    ]),
  );

  const region = bySlug(reference, raw.region);
  const country = bySlug(reference, raw.country);
  const location: Record<string, number> = { ...country };
  if (region.remote !== undefined) location.remote = region.remote;

  const lists = Object.fromEntries(ARRAY_FILTERS.map(({ param }) => [param, bySlug(reference, raw[param])]));
  return {
    role: bySlug(reference, raw.role),
    location,
    region,
    country,
    city: bySlug(reference, raw.city),
    availability,
    yearsExperience,
    ...(lists as Pick<DirectoryFacets, (typeof ARRAY_FILTERS)[number]['param']>),
  };
}
