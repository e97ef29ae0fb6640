import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { consentWordingFor, PREFERENCE_KEYS, type NotificationPreferences, type PreferenceKey } from '../contracts/community-form.contract.ts';
import type { ConsentSource, PreferenceConsent } from '../contracts/community.contract.ts';

/** The words a source showed for a preference; null when it showed none (a default, a mail client's button). */
function wordingOf(source: ConsentSource, key: PreferenceKey): string | null {
  if (source === 'join-form' || source === 'preferences-page') return consentWordingFor(key);
  return null;
}

/**
 * Appends one consent record per preference in `preferences` (decision 038), inside the caller's
 * transaction and after the member row is flushed (the records reference it). Pass only the
 * preferences that were chosen or changed: an unchanged one keeps the record of when it was given.
 */
export async function recordConsents(
  tx: EntityManager,
  memberId: string,
  preferences: Partial<NotificationPreferences>,
  source: ConsentSource,
  at: Date,
): Promise<void> {
  const keys = PREFERENCE_KEYS.filter((key) => preferences[key] !== undefined);
  if (keys.length === 0) return;
  const values = keys.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
  const params = keys.flatMap((key) => [randomUUID(), memberId, key, preferences[key], wordingOf(source, key), source, at]);
  await tx.execute(`INSERT INTO community_consents (id, member_id, preference, given, wording, source, recorded_at) VALUES ${values}`, params);
}

type ConsentRow = { preference: PreferenceKey; given: boolean; wording: string | null; source: ConsentSource; recorded_at: Date | string };

/** Each preference's latest record (the one the page shows), in the form's order. */
export async function latestConsents(em: EntityManager, memberId: string): Promise<PreferenceConsent[]> {
  const rows = await em.execute<ConsentRow[]>(
    `SELECT DISTINCT ON (preference) preference, given, wording, source, recorded_at
       FROM community_consents WHERE member_id = ?
      ORDER BY preference, recorded_at DESC, id`,
    [memberId],
  );
  return PREFERENCE_KEYS.flatMap((key) => {
    const row = rows.find((candidate) => candidate.preference === key);
    if (!row) return [];
    return [{ preference: key, given: row.given, wording: row.wording, source: row.source, recordedAt: new Date(row.recorded_at).toISOString() }];
  });
}
