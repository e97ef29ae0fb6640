import type { EntityManager } from '../../../platform/db/orm.ts';

/** The link tables of a profile and their reference column, in the order a save writes them. */
export const LINKS = {
  cityIds: ['executive_cities', 'city_id'],
  priceBandIds: ['executive_price_bands', 'price_band_id'],
  industryIds: ['executive_industries', 'industry_id'],
  technologyIds: ['executive_technologies', 'technology_id'],
  companySizeIds: ['executive_company_sizes', 'company_size_id'],
  vcStageIds: ['executive_vc_stages', 'vc_stage_id'],
  languageIds: ['executive_languages', 'language_id'],
  marketIds: ['executive_markets', 'market_id'],
  revenueJourneyIds: ['executive_revenue_journeys', 'revenue_journey_id'],
} as const;

export type LinkKey = keyof typeof LINKS;
export type ProfileLinks = Record<LinkKey, string[]>;
const LINK_KEYS = Object.keys(LINKS) as LinkKey[];

/** Ids go as one array literal: MikroORM would spread a JS array; they are validated UUIDs. */
function uuidArray(ids: readonly string[]): string {
  return `{${[...new Set(ids.map((id) => id.toLowerCase()))].join(',')}}`;
}

/**
 * Replaces every link of one executive (delete, then insert) on the caller's EntityManager: run it
 * inside the save's transaction so a failure anywhere leaves the old links whole.
 */
export async function replaceProfileLinks(em: EntityManager, executiveId: string, links: ProfileLinks): Promise<void> {
  for (const key of LINK_KEYS) {
    const [table, column] = LINKS[key];
    await em.execute(`DELETE FROM ${table} WHERE executive_id = ?`, [executiveId]);
    if (links[key].length > 0) {
      await em.execute(`INSERT INTO ${table} (executive_id, ${column}) SELECT ?, unnest(?::uuid[])`, [
        executiveId,
        uuidArray(links[key]),
      ]);
    }
  }
}

/** Every link of the given executives in one statement, keyed by executive id. */
export async function loadProfileLinks(em: EntityManager, executiveIds: readonly string[]): Promise<Map<string, ProfileLinks>> {
  const result = new Map<string, ProfileLinks>();
  for (const id of executiveIds) {
    result.set(id, Object.fromEntries(LINK_KEYS.map((key) => [key, [] as string[]])) as ProfileLinks);
  }
  if (executiveIds.length === 0) return result;
  const union = LINK_KEYS.map((key) => {
    const [table, column] = LINKS[key];
    return `SELECT '${key}' AS kind, executive_id::text AS executive_id, ${column}::text AS ref FROM ${table} WHERE executive_id = ANY(?::uuid[])`;
  }).join(' UNION ALL ');
  const rows = await em.execute<{ kind: LinkKey; executive_id: string; ref: string }[]>(
    union,
    LINK_KEYS.map(() => uuidArray(executiveIds)),
  );
  for (const row of rows) result.get(row.executive_id)?.[row.kind].push(row.ref);
  return result;
}
