import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { ClientDemand, InsightsDeclaration } from '../../../../platform/insights/insights.ts';
import { isListedInDirectory } from '../../../directory/index.ts';
import type { ExecutiveInsights, InsightsFigures } from '../../contracts/insights.contract.ts';
import { dayOf, daysBefore } from '../../domain/insights-days.ts';

/** Periods of the chart. */
const WEEKS = 12;
const TOP_TERMS = 10;
const TERMS_OVER_DAYS = 28;
const DEMAND_OVER_DAYS = 30;
const SUGGESTIONS = 3;

type CountRow = { period: number; metric: string; audience: string; count: string | number };

const zeroFigures = (): InsightsFigures => ({
  appearances: 0,
  visitorAppearances: 0,
  clientAppearances: 0,
  opens: 0,
  previewOpens: 0,
  profileOpens: 0,
  contactShown: 0,
  shortlistAdds: 0,
  compareAdds: 0,
});

/** Adds one count row into a period's figures. */
function addTo(figures: InsightsFigures, metric: string, audience: string, count: number): void {
  if (metric === 'appearance') {
    figures.appearances += count;
    if (audience === 'client') figures.clientAppearances += count;
    else figures.visitorAppearances += count;
  } else if (metric === 'preview_open') {
    figures.previewOpens += count;
    figures.opens += count;
  } else if (metric === 'profile_open') {
    figures.profileOpens += count;
    figures.opens += count;
  } else if (metric === 'contact_shown') figures.contactShown += count;
  else if (metric === 'shortlist_add') figures.shortlistAdds += count;
  else if (metric === 'compare_add') figures.compareAdds += count;
}

/** The 12 seven-day periods ending today (UTC), oldest first, with their figures. */
export async function weeklyFigures(em: EntityManager, executiveId: string, now: Date, weeks = WEEKS): Promise<ExecutiveInsights['weeks']> {
  const today = dayOf(now);
  const first = daysBefore(today, weeks * 7 - 1);
  // Period 0 is the oldest; the one ending today is weeks - 1.
  const rows = await em.execute<CountRow[]>(
    `SELECT ? - ((?::date - day) / 7) AS period, metric, audience, sum(count) AS count
       FROM insights_executive_days
      WHERE executive_id = ? AND day BETWEEN ? AND ?
      GROUP BY 1, 2, 3`,
    [weeks - 1, today, executiveId, first, today],
  );
  const periods = Array.from({ length: weeks }, (_, index) => {
    const end = daysBefore(today, (weeks - 1 - index) * 7);
    return { start: daysBefore(end, 6), end, ...zeroFigures() };
  });
  for (const row of rows) addTo(periods[Number(row.period)]!, row.metric, row.audience, Number(row.count));
  return periods;
}

/** The terms this executive appeared for in the last 28 days, among those three searchers or more used. */
async function topTerms(em: EntityManager, executiveId: string, now: Date): Promise<ExecutiveInsights['topTerms']> {
  const today = dayOf(now);
  const rows = await em.execute<{ term: string; appearances: string | number; position_sum: string | number }[]>(
    `SELECT t.term, sum(t.appearances) AS appearances, sum(t.position_sum) AS position_sum
       FROM insights_executive_term_days t
       JOIN insights_shown_terms s ON s.term = t.term
      WHERE t.executive_id = ? AND t.day BETWEEN ? AND ?
      GROUP BY t.term
      HAVING sum(t.appearances) > 0
      ORDER BY sum(t.appearances) DESC, t.term
      LIMIT ?`,
    [executiveId, daysBefore(today, TERMS_OVER_DAYS - 1), today, TOP_TERMS],
  );
  return rows.map((row) => {
    const appearances = Number(row.appearances);
    return { term: row.term, appearances, averagePosition: Math.max(1, Math.round((Number(row.position_sum) / appearances) * 10) / 10) };
  });
}

/** What clients searched for in the last 30 days (terms three searchers or more used), most first. */
export async function clientDemand(em: EntityManager, now: Date): Promise<ClientDemand> {
  const today = dayOf(now);
  const rows = await em.execute<{ term: string; searches: string | number }[]>(
    `SELECT d.term, sum(d.searches) AS searches
       FROM insights_term_search_days d JOIN insights_shown_terms s ON s.term = d.term
      WHERE d.audience = 'client' AND d.day BETWEEN ? AND ?
      GROUP BY d.term ORDER BY sum(d.searches) DESC, d.term LIMIT 200`,
    [daysBefore(today, DEMAND_OVER_DAYS - 1), today],
  );
  return rows.map((row) => ({ term: row.term, searches: Number(row.searches) }));
}

/** Every module's suggestions for this executive, the most useful first. */
export async function suggestionsFor(
  em: EntityManager,
  declarations: readonly InsightsDeclaration[],
  executiveId: string,
  now: Date,
  limit = SUGGESTIONS,
  /** What clients searched for, when the caller has read it already (a weekly run reads it once for everyone). */
  demand?: ClientDemand,
): Promise<ExecutiveInsights['suggestions']> {
  demand ??= await clientDemand(em, now);
  const all = [];
  for (const declaration of declarations) if (declaration.suggest) all.push(...(await declaration.suggest(em, { executiveId, now, clientDemand: demand })));
  return all
    .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map(({ id, text, action }) => ({ id, text, action }));
}

/** The signed-in executive's Insights page. */
export async function getExecutiveInsights(em: EntityManager, declarations: readonly InsightsDeclaration[], executiveId: string, now = new Date()): Promise<ExecutiveInsights> {
  const [listed, weeks, terms, [since]] = await Promise.all([
    isListedInDirectory(em, executiveId),
    weeklyFigures(em, executiveId, now),
    topTerms(em, executiveId, now),
    em.execute<{ day: string | null }[]>(`SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM insights_executive_days WHERE executive_id = ?`, [executiveId]),
  ]);
  return {
    listed,
    countingSince: since?.day ?? null,
    weeks,
    thisWeek: omitDays(weeks[WEEKS - 1]!),
    lastWeek: omitDays(weeks[WEEKS - 2]!),
    topTerms: terms,
    suggestions: listed ? await suggestionsFor(em, declarations, executiveId, now) : [],
  };
}

function omitDays({ start: _start, end: _end, ...figures }: ExecutiveInsights['weeks'][number]): InsightsFigures {
  return figures;
}
