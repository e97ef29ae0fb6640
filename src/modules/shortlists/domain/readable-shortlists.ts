import type { EntityManager } from '../../../platform/db/orm.ts';
import { ShortlistEntryNotFoundError, ShortlistNotFoundError } from './shortlists.errors.ts';

export type ReadableShortlist = { id: string; name: string; ownerId: string; createdAt: Date; viewerIsOwner: boolean };

/**
 * A list the caller may read: their own, or one shared with them. Anything else answers exactly
 * like a missing list (404), so a list's existence is never confirmed to anyone else. A revoked
 * share reads as gone at once: the check runs on every request, nothing is cached.
 */
export async function loadReadableShortlist(em: EntityManager, viewerId: string, shortlistId: string): Promise<ReadableShortlist> {
  const [row] = await em.execute<{ id: string; name: string; user_id: string; created_at: Date }[]>(
    `SELECT l.id, l.name, l.user_id, l.created_at FROM shortlists l
      WHERE l.id = ? AND (l.user_id = ? OR EXISTS (
        SELECT 1 FROM shortlist_shares s WHERE s.shortlist_id = l.id AND s.client_id = ?))`,
    [shortlistId, viewerId, viewerId],
  );
  if (!row) throw new ShortlistNotFoundError();
  return { id: row.id, name: row.name, ownerId: row.user_id, createdAt: row.created_at, viewerIsOwner: row.user_id === viewerId };
}

/** An entry of a list the caller may read; the list is checked first, so a foreign list is a 404 too. */
export async function loadReadableEntry(em: EntityManager, viewerId: string, shortlistId: string, entryId: string) {
  const shortlist = await loadReadableShortlist(em, viewerId, shortlistId);
  const [entry] = await em.execute<{ id: string }[]>('SELECT id FROM shortlist_executives WHERE id = ? AND shortlist_id = ?', [
    entryId,
    shortlistId,
  ]);
  if (!entry) throw new ShortlistEntryNotFoundError();
  return { shortlist, entryId: entry.id };
}
