import type { EntityManager } from '../../../../platform/db/orm.ts';
import { WEEKLY_EMAIL_WORDING } from '../../contracts/insights-words.contract.ts';

/** Where a weekly e-mail choice came from (the consent record's `source`, decision 038). */
export type WeeklyEmailSource = 'default' | 'profile-insights-page' | 'one-click-unsubscribe';

/** Whether the executive gets the weekly e-mail: on until they say no (an executive is mailed about their own profile). */
export async function weeklyInsightsEmailOf(em: EntityManager, executiveId: string): Promise<boolean> {
  const [row] = await em.execute<{ weekly: boolean }[]>('SELECT weekly FROM insights_email_preferences WHERE executive_id = ?', [executiveId]);
  return row?.weekly ?? true;
}

/**
 * Records a weekly e-mail choice: the current state and, when it changes, a consent record with the
 * words the executive saw (the Insights page's own; none for a default or a mail client's
 * one-click). Rows are only added, so the history survives a change of mind. Returns whether
 * anything changed (a second click changes nothing).
 */
export async function setWeeklyInsightsEmail(em: EntityManager, executiveId: string, weekly: boolean, source: WeeklyEmailSource): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const [changed] = await tx.execute<{ weekly: boolean }[]>(
      `INSERT INTO insights_email_preferences (executive_id, weekly, updated_at) VALUES (?, ?, now())
       ON CONFLICT (executive_id) DO UPDATE SET weekly = excluded.weekly, updated_at = now()
         WHERE insights_email_preferences.weekly IS DISTINCT FROM excluded.weekly
       RETURNING weekly`,
      [executiveId, weekly],
    );
    if (!changed) return false;
    await tx.execute('INSERT INTO insights_email_consents (executive_id, given, wording, source) VALUES (?, ?, ?, ?)', [
      executiveId,
      weekly,
      source === 'profile-insights-page' ? WEEKLY_EMAIL_WORDING : null,
      source,
    ]);
    return true;
  });
}

/**
 * Before the first weekly e-mail: the executive was not asked, so the choice is recorded as a
 * default (no words), once. An executive who has chosen already keeps their choice.
 */
export async function recordDefaultWeeklyEmail(em: EntityManager, executiveId: string): Promise<void> {
  const [row] = await em.execute<{ one: number }[]>('SELECT 1 AS one FROM insights_email_preferences WHERE executive_id = ?', [executiveId]);
  if (!row) await setWeeklyInsightsEmail(em, executiveId, true, 'default');
}
