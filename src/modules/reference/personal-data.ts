import { definePersonalData } from '../../platform/personal-data/personal-data.ts';

const REFERENCE_TABLES = [
  'cities',
  'company_sizes',
  'countries',
  'engagement_types',
  'experience_levels',
  'industries',
  'languages',
  'markets',
  'planned_hires',
  'price_bands',
  'profile_availability',
  'regions',
  'revenue_journeys',
  'roles',
  'technologies',
  'vc_stages',
] as const;

/** Reference data is the same for everyone (the options of every form and filter): nobody's personal data. */
export const referencePersonalData = definePersonalData({
  module: 'Reference data',
  covers: {},
  holdsNoPersonalData: Object.fromEntries(REFERENCE_TABLES.map((table) => [table, 'options of the forms and filters, the same for everyone'])),
  export: async () => undefined,
  erase: async () => undefined,
});
