import type { EntityManager } from '../../../../platform/db/orm.ts';
import { PREFERENCE_KEYS, type NotificationPreferences } from '../../contracts/community-form.contract.ts';
import type { ConsentSource } from '../../contracts/community.contract.ts';
import { NotACommunityMemberError } from '../../domain/community.errors.ts';
import { recordConsents } from '../../domain/record-consents.ts';

/**
 * Sets a member's preferences and records a consent for each one that changed, in one transaction
 * with the row locked (two tabs saving at once record each change once). An unchanged preference
 * keeps the record of when it was given: saving the page as it is records nothing. Returns how
 * many preferences changed.
 */
export async function changePreferences(
  em: EntityManager,
  memberId: string,
  wanted: Partial<NotificationPreferences>,
  source: ConsentSource,
  now: Date = new Date(),
): Promise<{ changed: number }> {
  return em.fork().transactional(async (tx) => {
    const [member] = await tx.execute<{ notification_preferences: Partial<NotificationPreferences> | null }[]>(
      'SELECT notification_preferences FROM community_members WHERE id = ? FOR UPDATE',
      [memberId],
    );
    if (!member) throw new NotACommunityMemberError();
    const current = member.notification_preferences ?? {};
    const changes: Partial<NotificationPreferences> = {};
    for (const key of PREFERENCE_KEYS) {
      const value = wanted[key];
      if (value !== undefined && value !== (current[key] === true)) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) return { changed: 0 };
    const next: NotificationPreferences = {
      events: current.events === true,
      newsletter: current.newsletter === true,
      discussions: current.discussions === true,
      ...changes,
    };
    await tx.execute('UPDATE community_members SET notification_preferences = ?::jsonb, updated_at = ? WHERE id = ?', [JSON.stringify(next), now, memberId]);
    await recordConsents(tx, memberId, changes, source, now);
    return { changed: Object.keys(changes).length };
  });
}
