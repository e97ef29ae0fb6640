import { defineInsights, type ReportPeriod } from '../../platform/insights/insights.ts';
import { dayOf, daysBefore } from './domain/insights-days.ts';

/** The first and last day of a report's period, ending today (UTC). */
export function periodDays(period: ReportPeriod, now: Date): [string, string] {
  const today = dayOf(now);
  return [daysBefore(today, period - 1), today];
}

/**
 * What the insights module answers from its own tables: the demand side of the Marketplace tab.
 * The per-executive metrics are declared by the modules that count them (directory, profiles,
 * shortlists); this module stores and shows them.
 */
export const insightsInsights = defineInsights({
  module: 'Insights',
  metrics: {},
  reports: [
    {
      id: 'searches-per-day',
      title: 'Searches per day',
      description: 'First pages of results served, by audience (staff, executives and crawlers are not counted).',
      columns: [
        { key: 'day', label: 'Day', kind: 'day' },
        { key: 'visitors', label: 'Visitors', kind: 'number' },
        { key: 'clients', label: 'Clients', kind: 'number' },
        { key: 'total', label: 'Total', kind: 'number' },
      ],
      async read(em, { period, now }) {
        const [from, to] = periodDays(period, now);
        const rows = await em.execute<{ day: string; visitors: string; clients: string }[]>(
          `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                  coalesce(sum(s.searches) FILTER (WHERE s.audience = 'visitor'), 0) AS visitors,
                  coalesce(sum(s.searches) FILTER (WHERE s.audience = 'client'), 0) AS clients
             FROM generate_series(?::date, ?::date, interval '1 day') AS d(day)
             LEFT JOIN insights_search_days s ON s.day = d.day
            GROUP BY d.day ORDER BY d.day DESC`,
          [from, to],
        );
        return rows.map((row) => ({ day: row.day, visitors: Number(row.visitors), clients: Number(row.clients), total: Number(row.visitors) + Number(row.clients) }));
      },
    },
    {
      id: 'unmet-searches',
      title: 'Searches that found nothing or fewer than three',
      description: 'After typo tolerance and synonyms: what to recruit for next. Most asked first.',
      columns: [
        { key: 'search', label: 'Search', kind: 'text' },
        { key: 'results', label: 'Executives found', kind: 'number' },
        { key: 'asked', label: 'Times asked', kind: 'number' },
        { key: 'lastAsked', label: 'Last asked', kind: 'day' },
      ],
      async read(em, { period, now }) {
        const [from, to] = periodDays(period, now);
        const rows = await em.execute<{ description: string; results: number; asked: string; last_asked: string }[]>(
          `SELECT description, (array_agg(results ORDER BY day DESC))[1] AS results, sum(searches) AS asked, to_char(max(day), 'YYYY-MM-DD') AS last_asked
             FROM insights_unmet_search_days WHERE day BETWEEN ? AND ?
            GROUP BY description ORDER BY sum(searches) DESC, max(day) DESC, description LIMIT 200`,
          [from, to],
        );
        return rows.map((row) => ({ search: row.description, results: Number(row.results), asked: Number(row.asked), lastAsked: row.last_asked }));
      },
    },
  ],
});
