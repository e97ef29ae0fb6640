import type { EntityManager } from '../../../platform/db/orm.ts';

/**
 * Serialises joins of one address (the form twice at once, the form and an auto-enrolment): a
 * transaction-scoped advisory lock on the lower-cased address, so the second one finds the member
 * the first made instead of failing on the unique index.
 */
export async function lockMemberAddress(tx: EntityManager, email: string): Promise<void> {
  await tx.execute(`SELECT pg_advisory_xact_lock(hashtextextended('community:' || lower(?), 0))`, [email]);
}

export async function findMemberIdByEmail(tx: EntityManager, email: string): Promise<string | null> {
  const [row] = await tx.execute<{ id: string }[]>(`SELECT id FROM community_members WHERE lower(email) = lower(?)`, [email]);
  return row?.id ?? null;
}
