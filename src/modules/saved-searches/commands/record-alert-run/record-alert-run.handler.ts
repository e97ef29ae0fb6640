import type { EntityManager } from '../../../../platform/db/orm.ts';

/**
 * Stamps the saved searches one client's digest covered: the period (so a replayed run skips
 * them) and the window's end (the next alert starts there). Called after the e-mail went out, or
 * when there was nothing to send; a crash in between re-runs the search, and the delivery row keyed
 * by client and period stops a second e-mail.
 */
export async function recordAlertRun(em: EntityManager, savedSearchIds: readonly string[], run: { periodKey: string; until: Date }): Promise<void> {
  if (savedSearchIds.length === 0) return;
  await em.fork().execute(
    `UPDATE saved_searches SET last_period_key = ?, last_alerted_at = ? WHERE id = ANY(?::uuid[]) AND unsubscribed_at IS NULL`,
    [run.periodKey, run.until, `{${savedSearchIds.join(',')}}`],
  );
}
