import { defineInsights } from '../../platform/insights/insights.ts';

/**
 * Identity's part of the Marketplace tab: sign-ups by role per week, both sides of the
 * marketplace (clients and executives) and the consultants the team added. Counted from the
 * accounts that exist: an erased account is no longer a sign-up.
 */
export const identityInsights = defineInsights({
  module: 'Identity',
  metrics: {},
  reports: [
    {
      id: 'sign-ups-per-week',
      title: 'Sign-ups per week',
      description: 'New accounts by role, weeks starting on Monday (UTC), newest first; staff accounts are not counted.',
      columns: [
        { key: 'week', label: 'Week of', kind: 'day' },
        { key: 'clients', label: 'Clients', kind: 'number' },
        { key: 'executives', label: 'Executives', kind: 'number' },
        { key: 'consultants', label: 'Consultants', kind: 'number' },
        { key: 'confirmed', label: 'Addresses confirmed', kind: 'number' },
      ],
      async read(em, { period, now }) {
        const rows = await em.execute<{ week: string; clients: string; executives: string; consultants: string; confirmed: string }[]>(
          `WITH weeks AS (
             SELECT generate_series(date_trunc('week', (?::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ?)), date_trunc('week', ?::timestamptz AT TIME ZONE 'UTC'), interval '1 week') AS week
           )
           SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
                  count(u.id) FILTER (WHERE u.user_type = 'client') AS clients,
                  count(u.id) FILTER (WHERE u.user_type = 'executive') AS executives,
                  count(u.id) FILTER (WHERE u.user_type = 'consultant') AS consultants,
                  count(u.id) FILTER (WHERE u.email_confirmed_at IS NOT NULL) AS confirmed
             FROM weeks w
             LEFT JOIN users u ON date_trunc('week', u.created_at AT TIME ZONE 'UTC') = w.week
                              AND NOT EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id)
            GROUP BY w.week ORDER BY w.week DESC`,
          [now, period - 1, now],
        );
        return rows.map((row) => ({
          week: row.week,
          clients: Number(row.clients),
          executives: Number(row.executives),
          consultants: Number(row.consultants),
          confirmed: Number(row.confirmed),
        }));
      },
    },
  ],
});
