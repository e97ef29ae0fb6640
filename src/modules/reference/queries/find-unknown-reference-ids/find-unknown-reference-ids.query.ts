import { z } from 'zod';
import type { EntityManager } from '../../../../platform/db/orm.ts';

/** Which option list an id belongs to: the keys of the reference contract, plus countries and cities. */
const TABLES = {
  roles: 'roles',
  regions: 'regions',
  countries: 'countries',
  cities: 'cities',
  industries: 'industries',
  technologies: 'technologies',
  companySizes: 'company_sizes',
  vcStages: 'vc_stages',
  languages: 'languages',
  markets: 'markets',
  revenueJourneys: 'revenue_journeys',
  priceBands: 'price_bands',
  profileAvailability: 'profile_availability',
  yearsOfExperience: 'experience_levels',
  plannedHires: 'planned_hires',
  engagementTypes: 'engagement_types',
} as const;

export type ReferenceKind = keyof typeof TABLES;
export const referenceKinds = Object.keys(TABLES) as ReferenceKind[];

const uuid = z.uuid();

/**
 * The submitted ids that are not rows of the given list: malformed ones (never sent to PostgreSQL,
 * which would reject the whole statement) and well-formed ones that do not exist. Empty means all
 * are valid. Takes the caller's EntityManager so it runs inside the caller's transaction.
 */
export async function findUnknownReferenceIds(
  em: EntityManager,
  kind: ReferenceKind,
  ids: readonly string[],
): Promise<string[]> {
  const wellFormed = [...new Set(ids.filter((id) => uuid.safeParse(id).success).map((id) => id.toLowerCase()))];
  const known = new Set<string>();
  if (wellFormed.length > 0) {
    // The table name comes from the fixed map above, never from input. The ids go as one array
    // literal (MikroORM would spread a JS array into a list); they are validated UUIDs, so it is safe.
    const rows = await em.execute<{ id: string }[]>(
      `SELECT id::text AS id FROM ${TABLES[kind]} WHERE id = ANY(?::uuid[])`,
      [`{${wellFormed.join(',')}}`],
    );
    for (const row of rows) known.add(row.id);
  }
  return [...new Set(ids)].filter((id) => !known.has(id.toLowerCase()));
}
