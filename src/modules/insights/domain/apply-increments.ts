import type { EntityManager } from '../../../platform/db/orm.ts';
import type { InsightMetric, InsightsAudience } from '../../../platform/insights/insights.ts';
import type { Day } from './insights-days.ts';

export type { Day };

export type ExecutiveIncrement = { executiveId: string; day: Day; metric: InsightMetric; audience: InsightsAudience; count: number };
export type TermIncrement = { executiveId: string; day: Day; term: string; appearances: number; positionSum: number };
export type SearchIncrement = { day: Day; audience: InsightsAudience; searches: number };
export type TermSearchIncrement = { day: Day; term: string; audience: InsightsAudience; searches: number };
export type UnmetSearchIncrement = { day: Day; description: string; term: string | null; results: number; searches: number };

/** What one flush adds: every count is an increment, so two processes flushing the same day sum. */
export type InsightsIncrements = {
  executives: ExecutiveIncrement[];
  terms: TermIncrement[];
  searches: SearchIncrement[];
  termSearches: TermSearchIncrement[];
  unmetSearches: UnmetSearchIncrement[];
};

export const noIncrements = (): InsightsIncrements => ({ executives: [], terms: [], searches: [], termSearches: [], unmetSearches: [] });

/** Sums increments of the same key, so one statement never touches a row twice (ON CONFLICT would refuse). */
function summed<T>(rows: readonly T[], keyOf: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const into = byKey.get(key);
    if (into) add(into, row);
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}

/**
 * Rows per statement. MikroORM inlines a statement's parameters into its text, so a batch's JSON is
 * copied into the SQL; past V8's 128 KiB limit for a regular object each copy is a large object,
 * which only a full collection frees, and a busy API process's RSS grew by several MiB at every
 * flush. At about 110 bytes a row, 500 rows keep each statement's text well under the limit.
 */
const ROWS_PER_STATEMENT = 500;

/** Runs `statement` for each slice of `rows` (none when there are none), one after another in the caller's transaction. */
async function inSlices<T>(rows: readonly T[], statement: (slice: readonly T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await statement(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/**
 * Adds the increments to the per-day tables: per table, one statement for each 500 rows (the rows as one JSON parameter).
 * The live counters' flushes and the demo seed both come here: there is one way a count grows.
 */
export async function applyInsightIncrements(em: EntityManager, increments: InsightsIncrements): Promise<void> {
  const executives = summed(increments.executives, (r) => `${r.executiveId}|${r.day}|${r.metric}|${r.audience}`, (into, r) => (into.count += r.count));
  await inSlices(executives, (slice) =>
    em.execute(
      `INSERT INTO insights_executive_days (executive_id, day, metric, audience, count)
       SELECT executive_id, day, metric, audience, count
         FROM jsonb_to_recordset(?::jsonb) AS r(executive_id uuid, day date, metric text, audience text, count bigint)
       ON CONFLICT (executive_id, day, metric, audience) DO UPDATE SET count = insights_executive_days.count + excluded.count`,
      [JSON.stringify(slice.map((r) => ({ executive_id: r.executiveId, day: r.day, metric: r.metric, audience: r.audience, count: r.count })))],
    ),
  );
  const terms = summed(
    increments.terms,
    (r) => `${r.executiveId}|${r.day}|${r.term}`,
    (into, r) => {
      into.appearances += r.appearances;
      into.positionSum += r.positionSum;
    },
  );
  await inSlices(terms, (slice) =>
    em.execute(
      `INSERT INTO insights_executive_term_days (executive_id, day, term, appearances, position_sum)
       SELECT executive_id, day, term, appearances, position_sum
         FROM jsonb_to_recordset(?::jsonb) AS r(executive_id uuid, day date, term text, appearances bigint, position_sum bigint)
       ON CONFLICT (executive_id, day, term) DO UPDATE
         SET appearances = insights_executive_term_days.appearances + excluded.appearances,
             position_sum = insights_executive_term_days.position_sum + excluded.position_sum`,
      [JSON.stringify(slice.map((r) => ({ executive_id: r.executiveId, day: r.day, term: r.term, appearances: r.appearances, position_sum: r.positionSum })))],
    ),
  );
  const searches = summed(increments.searches, (r) => `${r.day}|${r.audience}`, (into, r) => (into.searches += r.searches));
  await inSlices(searches, (slice) =>
    em.execute(
      `INSERT INTO insights_search_days (day, audience, searches)
       SELECT day, audience, searches FROM jsonb_to_recordset(?::jsonb) AS r(day date, audience text, searches bigint)
       ON CONFLICT (day, audience) DO UPDATE SET searches = insights_search_days.searches + excluded.searches`,
      [JSON.stringify(slice)],
    ),
  );
  const termSearches = summed(increments.termSearches, (r) => `${r.day}|${r.term}|${r.audience}`, (into, r) => (into.searches += r.searches));
  await inSlices(termSearches, (slice) =>
    em.execute(
      `INSERT INTO insights_term_search_days (day, term, audience, searches)
       SELECT day, term, audience, searches FROM jsonb_to_recordset(?::jsonb) AS r(day date, term text, audience text, searches bigint)
       ON CONFLICT (day, term, audience) DO UPDATE SET searches = insights_term_search_days.searches + excluded.searches`,
      [JSON.stringify(slice)],
    ),
  );
  const unmet = summed(
    increments.unmetSearches,
    (r) => `${r.day}|${r.description}`,
    (into, r) => {
      into.searches += r.searches;
      into.results = r.results;
    },
  );
  // The latest result count stands: the directory may have grown since the first time it was asked.
  await inSlices(unmet, (slice) =>
    em.execute(
      `INSERT INTO insights_unmet_search_days (day, description, term, results, searches)
       SELECT day, description, term, results, searches
         FROM jsonb_to_recordset(?::jsonb) AS r(day date, description text, term text, results int, searches bigint)
       ON CONFLICT (day, description) DO UPDATE
         SET searches = insights_unmet_search_days.searches + excluded.searches, results = excluded.results`,
      [JSON.stringify(slice)],
    ),
  );
}
