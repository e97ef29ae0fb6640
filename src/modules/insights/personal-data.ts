import { definePersonalData, isoInstant } from '../../platform/personal-data/personal-data.ts';
import { weeklyFigures } from './queries/get-executive-insights/get-executive-insights.query.ts';

const RAW_TABLES_WHY = 'at most a salted per-day hash, never an id; the daily salts are deleted two days on, so no hash can be linked to anyone after that (decision 050)';

/**
 * Insights hold an executive's own counts (by day, metric and audience, and per search term) and
 * their choice about the weekly e-mail with its consent records. Of a client or a visitor they hold
 * nothing that names them: no user id anywhere, only aggregates and short-lived salted hashes, so
 * erasing a client changes no count. Erasing an executive deletes their counts, terms and choices.
 */
export const insightsPersonalData = definePersonalData({
  module: 'Insights',
  covers: {
    insights_executive_days: ['executive_id'],
    insights_executive_term_days: ['executive_id'],
    insights_view_marks: ['executive_id'],
    insights_email_preferences: ['executive_id'],
    insights_email_consents: ['executive_id', 'wording'],
  },
  holdsNoPersonalData: {
    insights_search_days: 'searches per day and audience: counts only',
    insights_term_search_days: 'searches per term, day and audience: counts only, no searcher',
    insights_unmet_search_days: 'searches that found too little, by their words and filters, with counts: no searcher',
    insights_shown_terms: 'the terms three or more different searchers used: no searcher',
    insights_term_searchers: RAW_TABLES_WHY,
    insights_daily_salts: RAW_TABLES_WHY,
  },
  async export(em, { userId }) {
    const [any] = await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM insights_executive_days WHERE executive_id = ?', [userId]);
    const consents = await em.execute<{ given: boolean; wording: string | null; source: string; recorded_at: Date }[]>(
      'SELECT given, wording, source, recorded_at FROM insights_email_consents WHERE executive_id = ? ORDER BY recorded_at, id',
      [userId],
    );
    if ((any?.n ?? 0) === 0 && consents.length === 0) return undefined;
    const weeks = await weeklyFigures(em, userId, new Date(), 52);
    const terms = await em.execute<{ term: string; appearances: string; position_sum: string }[]>(
      `SELECT term, sum(appearances) AS appearances, sum(position_sum) AS position_sum FROM insights_executive_term_days
        WHERE executive_id = ? GROUP BY term ORDER BY sum(appearances) DESC, term`,
      [userId],
    );
    return {
      'What is counted': 'Per day: appearances in search results (visitors, clients), preview and full profile opens, contact details shown, shortlist and compare adds. Never who looked.',
      'Your figures per week (last 52 weeks)': weeks
        .filter((week) => week.appearances + week.opens + week.contactShown + week.shortlistAdds + week.compareAdds > 0)
        .map((week) => ({
          'From': week.start,
          'To': week.end,
          'Search appearances': week.appearances,
          'Preview opens': week.previewOpens,
          'Full profile opens': week.profileOpens,
          'Contact details shown': week.contactShown,
          'Shortlist adds': week.shortlistAdds,
          'Compare adds': week.compareAdds,
        })),
      'Search terms you appeared for': terms.map((row) => ({
        'Term': row.term,
        'Appearances': Number(row.appearances),
        'Average position': Math.round((Number(row.position_sum) / Math.max(1, Number(row.appearances))) * 10) / 10,
      })),
      'Weekly insights e-mail': consents.map((row) => ({
        'Given': row.given ? 'yes' : 'no (withdrawn)',
        'Words shown': row.wording,
        'How': row.source,
        'When': isoInstant(row.recorded_at),
      })),
    };
  },
  async erase(em, { userId }) {
    for (const table of ['insights_executive_days', 'insights_executive_term_days', 'insights_view_marks', 'insights_email_preferences', 'insights_email_consents']) {
      await em.execute(`DELETE FROM ${table} WHERE executive_id = ?`, [userId]);
    }
  },
});
