import type { EntityManager } from '../../../platform/db/orm.ts';

/**
 * Serialises every invitation decision about one address for the rest of the transaction, so two
 * consultants inviting the same person at the same moment cannot both pass the "no open invitation"
 * check. A transaction-scoped advisory lock: nothing to release, no row needed yet.
 */
export async function lockInviteeAddress(em: EntityManager, email: string): Promise<void> {
  await em.execute(`SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, [`invitation:${email.trim().toLowerCase()}`]);
}
