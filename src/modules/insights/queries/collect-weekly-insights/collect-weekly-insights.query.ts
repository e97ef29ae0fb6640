import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { InsightsDeclaration } from '../../../../platform/insights/insights.ts';
import { listListedExecutiveIds } from '../../../directory/index.ts';
import type { InsightsFigures, InsightsSuggestion, InsightsWeek } from '../../contracts/insights.contract.ts';
import { dayOf, daysBefore, type Day } from '../../domain/insights-days.ts';
import { clientDemand, suggestionsFor, weeklyFigures } from '../get-executive-insights/get-executive-insights.query.ts';

export type WeeklyInsights = {
  executiveId: string;
  /** The seven days ending yesterday (UTC), and the seven before them. */
  lastWeek: InsightsWeek;
  weekBefore: InsightsFigures;
  /** The most useful way to be found more, if there is one. */
  suggestion: InsightsSuggestion | null;
};

/** The last full week a run reports: the seven days ending yesterday, named by that day. */
function reportedWeekOf(now: Date): Day {
  return daysBefore(dayOf(now), 1);
}

/**
 * What each listed executive who has not turned the weekly e-mail off is sent: last week's figures
 * against the week before, and one suggestion. A week is the seven days ending yesterday, so a
 * Monday run reports Monday to Sunday, complete.
 */
export async function collectWeeklyInsights(em: EntityManager, declarations: readonly InsightsDeclaration[], now: Date): Promise<WeeklyInsights[]> {
  const lastDay = reportedWeekOf(now);
  const dayEnd = new Date(`${lastDay}T23:59:59Z`);
  const optedOut = new Set(
    (await em.execute<{ executive_id: string }[]>('SELECT executive_id FROM insights_email_preferences WHERE NOT weekly')).map((row) => row.executive_id),
  );
  const recipients = (await listListedExecutiveIds(em)).filter((id) => !optedOut.has(id));
  const demand = await clientDemand(em, now);
  const collected: WeeklyInsights[] = [];
  for (const executiveId of recipients) {
    const [before, last] = await weeklyFigures(em, executiveId, dayEnd, 2);
    const [suggestion] = await suggestionsFor(em, declarations, executiveId, now, 1, demand);
    const { start: _start, end: _end, ...weekBefore } = before!;
    collected.push({ executiveId, lastWeek: last!, weekBefore, suggestion: suggestion ?? null });
  }
  return collected;
}
