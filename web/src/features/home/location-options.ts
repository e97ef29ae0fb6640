import type { ReferenceData, ReferenceOption } from '../reference/use-reference-data.ts';

export type LocationGroup = { label: string; options: ReferenceOption[] };

/**
 * The location list of spec part 1 section 3: every European country, the four North America
 * areas and remote, grouped by region in the reference data's order. The URL value is the slug.
 */
export function listLocationGroups(regions: ReferenceData['regions']): LocationGroup[] {
  const groups: LocationGroup[] = [];
  for (const region of regions) {
    if (region.countries.length > 0) {
      groups.push({
        label: region.label,
        options: region.countries.map(({ id, slug, label }) => ({ id, slug, label })),
      });
    } else {
      groups.push({ label: region.label, options: [{ id: region.id, slug: region.slug, label: region.label }] });
    }
  }
  return groups;
}
