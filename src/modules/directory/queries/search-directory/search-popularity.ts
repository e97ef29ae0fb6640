import type { EntityManager } from '../../../../platform/db/orm.ts';

/** Who sees the same answer for the same search (search-audience.ts, audienceOf). */
export type SearchAudience = 'full' | 'preview';
export type PopularSearch = { audience: SearchAudience; query: string };

/** Distinct searches counted between two flushes; past it, only those already counted grow. */
const MAX_COUNTED = 10_000;
/** The longest query string kept (the table's limit): longer ones are nobody's popular search. */
const MAX_QUERY_LENGTH = 2_000;
/** Rows kept in the table; the least popular go first. */
const KEPT_ROWS = 10_000;
const HALF_LIFE_SECONDS = 7 * 24 * 3600;
const DECAYED_HITS = (table: string) => `${table}.hits * power(0.5, extract(epoch FROM now() - ${table}.seen_at) / ${HALF_LIFE_SECONDS})`;

/**
 * This process's directory searches since the last flush, by audience and query string: one map
 * increment per search. The counts go to directory_popular_searches (flushPopularity), where the
 * next process finds what to compute before it reports ready (warm-start.ts).
 */
export function createSearchPopularity() {
  // One map per audience: a key joining both would be a new string to build and hash per search.
  let counts = { full: new Map<string, number>(), preview: new Map<string, number>() };
  return {
    note(audience: SearchAudience, query: string): void {
      if (query.length > MAX_QUERY_LENGTH) return;
      const counted = counts[audience];
      const hits = counted.get(query);
      if (hits !== undefined) counted.set(query, hits + 1);
      else if (counts.full.size + counts.preview.size < MAX_COUNTED) counted.set(query, 1);
    },
    /** The counts so far, and a fresh start. */
    drain(): (PopularSearch & { hits: number })[] {
      const drained = (['full', 'preview'] as const).flatMap((audience) => [...counts[audience]].map(([query, hits]) => ({ audience, query, hits })));
      counts = { full: new Map(), preview: new Map() };
      return drained;
    },
  };
}
export type SearchPopularity = ReturnType<typeof createSearchPopularity>;

const FLUSH_SQL = `
  WITH added AS (
    INSERT INTO directory_popular_searches AS p (audience, query, hits)
    SELECT audience, query, hits FROM json_to_recordset(?::json) AS r(audience text, query text, hits float8)
    ON CONFLICT (audience, query) DO UPDATE SET hits = ${DECAYED_HITS('p')} + EXCLUDED.hits, seen_at = now()
  )
  DELETE FROM directory_popular_searches WHERE (audience, query) IN (
    SELECT audience, query FROM directory_popular_searches ORDER BY ${DECAYED_HITS('directory_popular_searches')} DESC OFFSET ${KEPT_ROWS}
  )`;

/** Adds a process's counts to the shared table (every process's counts add up), keeping it bounded. */
export async function flushPopularity(em: EntityManager, popularity: SearchPopularity): Promise<void> {
  const drained = popularity.drain();
  if (drained.length === 0) return;
  // One JSON parameter: the driver would spread a JS array into a list of values.
  await em.execute(FLUSH_SQL, [JSON.stringify(drained)]);
}

/** The most popular searches now (hits decayed to the present), most popular first. */
export async function readPopularSearches(em: EntityManager, limit: number): Promise<PopularSearch[]> {
  return em.execute<PopularSearch[]>(
    `SELECT audience, query FROM directory_popular_searches p ORDER BY ${DECAYED_HITS('p')} DESC, audience, query LIMIT ?`,
    [limit],
  );
}
