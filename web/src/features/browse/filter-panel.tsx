import type { DirectoryFacets } from '@contracts/directory/contracts/search-directory.contract.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { resolveRoleParam } from '../reference/roles.ts';
import { setSingleFilter, splitList, toggleMultiFilter } from './browse-filters.ts';
import type { BrowseSearch, MultiFilterKey, SingleFilterKey } from '@contracts/directory/contracts/browse-search.contract.ts';
import { FilterChecklist } from './filter-checklist.tsx';
import { listCities, listCountries, listLocationGroups, listVcStages, type FilterOption } from './filter-options.ts';
import { FilterSelect } from './filter-select.tsx';
import { changeLocation, changePlace, showLocationAsPlace } from './location-filter.ts';

type FilterPanelProps = {
  /** Prefix for element ids: the sidebar and the drawer can both be in the page. */
  idPrefix: string;
  filters: BrowseSearch;
  onChange: (next: BrowseSearch) => void;
  reference: ReferenceData;
  facets: DirectoryFacets | undefined;
  /** The drawer's shorter lists (spec: the mobile VC-stage list omits series-d+ and ipo). */
  compact?: boolean;
};

// 'Fractional (Ongoing part-time)', as on the home form; a label that explains itself stays short.
const describeEngagement = ({ slug, label, description }: ReferenceData['engagementTypes'][number]): FilterOption => ({
  slug,
  label: label.includes('(') ? label : `${label} (${description})`,
});

/**
 * The engagement types, and the stored availability the URL holds when it holds one ('part-time',
 * which the API also accepts, decision 006): a select must show the choice it is filtering by.
 */
function availabilityOptions(reference: ReferenceData, current: string | undefined): FilterOption[] {
  const stored = reference.profileAvailability.find((option) => option.slug === current);
  return [...reference.engagementTypes.map(describeEngagement), ...(stored ? [{ slug: stored.slug, label: stored.label }] : [])];
}

const options = (list: { slug: string; label: string }[]): FilterOption[] => list.map(({ slug, label }) => ({ slug, label }));

/** Every browse filter of spec part 1 section 2, with the counts of the current search. */
export function FilterPanel({ idPrefix, filters, onChange, reference, facets, compact = false }: FilterPanelProps) {
  const single = (key: SingleFilterKey) => (value: string | undefined) => onChange(setSingleFilter(filters, key, value));
  const toggle = (key: MultiFilterKey) => (slug: string) => onChange(toggleMultiFilter(filters, key, slug));
  const checklist = (key: MultiFilterKey, legend: string, list: FilterOption[], emptyText?: string) => (
    <FilterChecklist
      legend={legend}
      options={list}
      selected={splitList(filters[key])}
      counts={facets?.[key]}
      onToggle={toggle(key)}
      emptyText={emptyText}
    />
  );

  // location=germany from the home form shows as Europe / Germany, so its cities can be picked.
  const place = showLocationAsPlace(reference.regions, filters);
  const countries = listCountries(reference.regions, place.region);
  const cities = listCities(reference.regions, place.region, place.country);
  // A featured card's role=vp%20talent selects the same option as role=vp-talent.
  const roleSlug = resolveRoleParam(filters.role, reference.roles)?.slug ?? filters.role;

  return (
    <div className="flex flex-col gap-6">
      <FilterSelect
        id={`${idPrefix}-role`}
        label="Role"
        anyLabel="Any role"
        value={roleSlug}
        onChange={single('role')}
        groups={[{ options: options(reference.roles) }]}
        counts={facets?.role}
      />
      <FilterSelect
        id={`${idPrefix}-location`}
        label="Location"
        anyLabel="Any location"
        value={filters.location}
        onChange={(value) => onChange(changeLocation(reference.regions, filters, value))}
        groups={listLocationGroups(reference.regions)}
        counts={facets?.location}
      />
      <FilterSelect
        id={`${idPrefix}-region`}
        label="Region"
        anyLabel="Any region"
        value={place.region}
        onChange={(value) => onChange(changePlace(reference.regions, filters, 'region', value))}
        groups={[{ options: options(reference.regions) }]}
        counts={facets?.region}
      />
      <FilterSelect
        id={`${idPrefix}-country`}
        label="Country"
        anyLabel={countries.length > 0 ? 'Any country' : 'Choose a region first'}
        value={place.country}
        onChange={(value) => onChange(changePlace(reference.regions, filters, 'country', value))}
        groups={[{ options: countries }]}
        counts={facets?.country}
        disabled={countries.length === 0}
      />
      {cities.length > 0 ? checklist('city', 'Cities', cities) : null}
      <FilterSelect
        id={`${idPrefix}-availability`}
        label="Availability"
        anyLabel="Any availability"
        value={filters.availability}
        onChange={single('availability')}
        groups={[{ options: availabilityOptions(reference, filters.availability) }]}
        counts={facets?.availability}
      />
      <FilterSelect
        id={`${idPrefix}-years`}
        label="Years of experience"
        anyLabel="Any experience"
        value={filters.yearsExperience}
        onChange={single('yearsExperience')}
        groups={[{ options: options(reference.yearsOfExperience) }]}
        counts={facets?.yearsExperience}
      />
      <FilterSelect
        id={`${idPrefix}-price`}
        label="Price per day"
        anyLabel="Any price"
        value={filters.priceBands}
        onChange={single('priceBands')}
        groups={[{ options: options(reference.priceBands) }]}
        counts={facets?.priceBands}
      />
      {checklist('industries', 'Industries', options(reference.industries))}
      {checklist('technologies', 'Technologies', options(reference.technologies))}
      {checklist('companySizes', 'Company size', options(reference.companySizes))}
      {checklist('vcStages', 'VC stage', listVcStages(reference.vcStages, compact))}
      {checklist('languages', 'Languages', options(reference.languages))}
      {checklist('markets', 'Markets', options(reference.markets))}
      {checklist('revenueJourneys', 'Revenue journeys', options(reference.revenueJourneys))}
    </div>
  );
}
