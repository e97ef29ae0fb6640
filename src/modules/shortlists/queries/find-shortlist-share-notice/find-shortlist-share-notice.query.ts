import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountNames } from '../../../identity/index.ts';

export type ShortlistShareNotice = {
  shortlistId: string;
  shortlistName: string;
  colleagueEmail: string;
  colleagueFirstName: string | null;
  ownerName: string;
};

/**
 * What the share e-mail says, or null when there is nothing to tell any more: the share was
 * revoked, or the list or an account is gone.
 */
export async function findShortlistShareNotice(em: EntityManager, shortlistId: string, clientId: string): Promise<ShortlistShareNotice | null> {
  const [row] = await em.execute<{ name: string; user_id: string }[]>(
    `SELECT l.name, l.user_id FROM shortlist_shares s JOIN shortlists l ON l.id = s.shortlist_id
      WHERE s.shortlist_id = ? AND s.client_id = ?`,
    [shortlistId, clientId],
  );
  if (!row) return null;
  const accounts = await findAccountNames(em, [row.user_id, clientId]);
  const owner = accounts.get(row.user_id);
  const colleague = accounts.get(clientId);
  if (!owner || !colleague) return null;
  return { shortlistId, shortlistName: row.name, colleagueEmail: colleague.email, colleagueFirstName: colleague.firstName, ownerName: owner.name };
}
