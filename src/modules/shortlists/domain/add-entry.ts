import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { recordEvents } from '../../../platform/events/record-event.ts';
import { isListedInDirectory } from '../../directory/index.ts';
import { ExecutiveShortlisted } from '../contracts/shortlist-events.contract.ts';
import { ShortlistExecutiveNotFoundError } from './shortlists.errors.ts';

export type AddedEntry = { id: string; added: boolean };

/**
 * Puts an approved executive on a list at most once. The unique (shortlist, executive) constraint
 * decides, so two simultaneous adds still make one entry; the loser reads the winner's id in a
 * second statement (under READ COMMITTED it sees the committed row the first one conflicted with).
 */
export async function addEntry(em: EntityManager, shortlistId: string, executiveId: string): Promise<AddedEntry> {
  if (!(await isListedInDirectory(em, executiveId))) throw new ShortlistExecutiveNotFoundError();
  const inserted = await em.execute<{ id: string }[]>(
    `INSERT INTO shortlist_executives (id, shortlist_id, executive_id, added_at) VALUES (?, ?, ?, now())
     ON CONFLICT (shortlist_id, executive_id) DO NOTHING
     RETURNING id`,
    [randomUUID(), shortlistId, executiveId],
  );
  if (inserted[0]) {
    // Counted for the executive's insights from the event, in this transaction (decision 050).
    recordEvents(em, ExecutiveShortlisted.create({ executiveId }));
    await em.flush();
    return { id: inserted[0].id, added: true };
  }
  const [existing] = await em.execute<{ id: string }[]>(
    'SELECT id FROM shortlist_executives WHERE shortlist_id = ? AND executive_id = ?',
    [shortlistId, executiveId],
  );
  // Only a delete of the list between the two statements gets here; the caller's lock prevents it.
  if (!existing) throw new ShortlistExecutiveNotFoundError();
  return { id: existing.id, added: false };
}
