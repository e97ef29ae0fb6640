import type { EntityManager } from '../../../platform/db/orm.ts';

/** An unclaimed invitation to this address that has not expired (any consultant's). */
export async function hasOpenInvitation(em: EntityManager, email: string, now: Date): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `SELECT id FROM executive_invitations WHERE email = ? AND claimed_at IS NULL AND expires_at > ? LIMIT 1`,
    [email.trim(), now],
  );
  return rows.length > 0;
}
