import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadOwnEntry } from '../../domain/own-shortlists.ts';

/**
 * Creates or replaces the owner's private note on an entry, stamping updated_at. An upsert on the
 * one-note-per-entry constraint, so two quick saves from two tabs never collide.
 */
export async function saveShortlistNote(
  em: EntityManager,
  ownerId: string,
  shortlistId: string,
  entryId: string,
  note: string,
): Promise<string> {
  return em.fork().transactional(async (tx) => {
    // The lock keeps the entry from being removed between the check and the write.
    await loadOwnEntry(tx, ownerId, shortlistId, entryId, { lockForShare: true });
    const [saved] = await tx.execute<{ id: string }[]>(
      `INSERT INTO shortlist_notes (id, shortlist_executive_id, note, updated_at) VALUES (?, ?, ?, clock_timestamp())
       ON CONFLICT (shortlist_executive_id) DO UPDATE SET note = EXCLUDED.note, updated_at = EXCLUDED.updated_at
       RETURNING id`,
      [randomUUID(), entryId, note.trim()],
    );
    return saved!.id;
  });
}
