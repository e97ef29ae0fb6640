import { definePersonalData, inWords, isoInstant } from '../../platform/personal-data/personal-data.ts';

type SavedSearchRow = {
  name: string;
  filters: Record<string, unknown>;
  frequency: string;
  last_alerted_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Saved searches hold a client's named searches and how often they asked to be alerted. Erased with the account. */
export const savedSearchesPersonalData = definePersonalData({
  module: 'Saved searches',
  covers: { saved_searches: ['user_id', 'name', 'filters'] },
  async export(em, { userId }) {
    const rows = await em.execute<SavedSearchRow[]>(
      `SELECT name, filters, frequency, last_alerted_at, unsubscribed_at, created_at, updated_at
         FROM saved_searches WHERE user_id = ? ORDER BY created_at`,
      [userId],
    );
    if (rows.length === 0) return undefined;
    return {
      'Your saved searches': rows.map((row) => ({
        Name: row.name,
        Filters: inWords(row.filters),
        'Alert e-mails': row.frequency,
        'Last alert sent': isoInstant(row.last_alerted_at),
        'Unsubscribed from its alerts': isoInstant(row.unsubscribed_at),
        Saved: isoInstant(row.created_at),
        'Last changed': isoInstant(row.updated_at),
      })),
    };
  },
  async erase(em, { userId }) {
    await em.execute('DELETE FROM saved_searches WHERE user_id = ?', [userId]);
  },
});
