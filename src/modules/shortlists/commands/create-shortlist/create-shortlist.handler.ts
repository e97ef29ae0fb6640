import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { addEntry } from '../../domain/add-entry.ts';
import { Shortlist } from '../../domain/shortlist.entity.ts';

export type NewShortlist = { name: string; executiveId?: string | undefined };

/**
 * Creates a list for its owner and, when asked ('Create & Add' on a public profile), puts the
 * executive on it in the same transaction: an unknown executive leaves no empty list behind.
 */
export async function createShortlist(
  em: EntityManager,
  ownerId: string,
  { name, executiveId }: NewShortlist,
): Promise<{ id: string; entryId: string | null }> {
  return em.fork().transactional(async (tx) => {
    const shortlist = tx.create(Shortlist, { id: randomUUID(), userId: ownerId, name: name.trim() });
    await tx.flush();
    const entry = executiveId ? await addEntry(tx, shortlist.id, executiveId) : null;
    return { id: shortlist.id, entryId: entry?.id ?? null };
  });
}
