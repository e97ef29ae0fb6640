import type { ReferenceData } from '../reference/use-reference-data.ts';

/** An option of a browse filter: the URL slug and what the user reads. */
export type FilterOption = { slug: string; label: string };

/** 'Germany (12)': the label and, once the search has answered, the facet count. */
export function formatOption(option: FilterOption, counts: Record<string, number> | undefined): string {
  if (!counts) return option.label;
  return `${option.label} (${counts[option.slug] ?? 0})`;
}

/** The home form's location list: every European country, the North America areas and remote. */
export function listLocationGroups(regions: ReferenceData['regions']): { label: string; options: FilterOption[] }[] {
  return regions.map((region) => ({
    label: region.label,
    options: region.countries.length > 0 ? region.countries.map(({ slug, label }) => ({ slug, label })) : [{ slug: region.slug, label: region.label }],
  }));
}

/** Countries (or North America areas) of the chosen region; none for remote or no region. */
export function listCountries(regions: ReferenceData['regions'], regionSlug: string | undefined): FilterOption[] {
  return regions.find((region) => region.slug === regionSlug)?.countries.map(({ slug, label }) => ({ slug, label })) ?? [];
}

export function listCities(regions: ReferenceData['regions'], regionSlug: string | undefined, countrySlug: string | undefined): FilterOption[] {
  const region = regions.find((r) => r.slug === regionSlug);
  return region?.countries.find((c) => c.slug === countrySlug)?.cities.map(({ slug, label }) => ({ slug, label })) ?? [];
}

/**
 * Spec part 1 section 3: the desktop VC-stage filter lists every stage; the mobile list (the
 * drawer) omits the stages no profile can choose (series-d+, ipo).
 */
export function listVcStages(stages: ReferenceData['vcStages'], compact: boolean): FilterOption[] {
  return stages.filter((stage) => !compact || stage.onProfile).map(({ slug, label }) => ({ slug, label }));
}
