import type { EntityManager } from '../../../../platform/db/orm.ts';
import { referenceDataSchema, type ReferenceData } from '../../contracts/reference.contract.ts';

/** `json_agg` of the listed columns (JSON key first, then the SQL expression), in display order. */
function jsonList(from: string, fields: Record<string, string>, where = ''): string {
  const pairs = Object.entries(fields)
    .map(([key, expression]) => `'${key}', ${expression}`)
    .join(', ');
  return `(SELECT coalesce(json_agg(json_build_object(${pairs}) ORDER BY position), '[]'::json) FROM ${from} ${where})`;
}

const OPTION = { id: 'id', slug: 'slug', label: 'label' };

const cities = jsonList('cities', OPTION, 'WHERE cities.country_id = countries.id');
const countries = jsonList(
  'countries',
  { ...OPTION, kind: 'kind', currency: 'currency', cities },
  'WHERE countries.region_id = regions.id',
);

// One statement, so the whole document comes from one snapshot of the database.
const REFERENCE_DATA_SQL = `SELECT json_build_object(${Object.entries({
  roles: jsonList('roles', OPTION),
  regions: jsonList('regions', { ...OPTION, countries }),
  industries: jsonList('industries', { ...OPTION, name: 'name', aliases: 'aliases' }),
  technologies: jsonList('technologies', { ...OPTION, category: 'category' }),
  companySizes: jsonList('company_sizes', OPTION),
  vcStages: jsonList('vc_stages', { ...OPTION, onProfile: 'on_profile' }),
  languages: jsonList('languages', OPTION),
  markets: jsonList('markets', OPTION),
  revenueJourneys: jsonList('revenue_journeys', OPTION),
  priceBands: jsonList('price_bands', { ...OPTION, min: 'min_price', max: 'max_price' }),
  profileAvailability: jsonList('profile_availability', OPTION),
  yearsOfExperience: jsonList('experience_levels', {
    ...OPTION,
    storedYears: 'stored_years',
    min: 'min_years',
    max: 'max_years',
  }),
  plannedHires: jsonList('planned_hires', OPTION),
  engagementTypes: jsonList('engagement_types', { ...OPTION, description: 'description' }),
})
  .map(([key, list]) => `'${key}', ${list}`)
  .join(',\n')}) AS data`;

/**
 * Every option list, each in display order. The result is checked against the response contract
 * here, so a migration that breaks the contract fails on the first read rather than in the browser.
 */
export async function loadReferenceData(em: EntityManager): Promise<ReferenceData> {
  const rows = await em.execute<{ data: unknown }[]>(REFERENCE_DATA_SQL);
  return referenceDataSchema.parse(rows[0]?.data);
}
