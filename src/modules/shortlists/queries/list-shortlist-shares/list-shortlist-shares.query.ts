import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountNames } from '../../../identity/index.ts';
import type { ListShortlistSharesResponse } from '../../contracts/shortlist-sharing.contract.ts';
import { loadOwnShortlist } from '../../domain/own-shortlists.ts';

/** The colleagues who can see one of the owner's lists, oldest share first (404 for anyone else's list). */
export async function listShortlistShares(em: EntityManager, ownerId: string, shortlistId: string): Promise<ListShortlistSharesResponse> {
  await loadOwnShortlist(em, ownerId, shortlistId);
  const rows = await em.execute<{ client_id: string; shared_at: Date }[]>(
    'SELECT client_id, shared_at FROM shortlist_shares WHERE shortlist_id = ? ORDER BY shared_at, client_id',
    [shortlistId],
  );
  const accounts = await findAccountNames(em, rows.map((row) => row.client_id));
  return {
    colleagues: rows.flatMap((row) => {
      const account = accounts.get(row.client_id);
      return account
        ? [{ clientId: row.client_id, name: account.name, email: account.email, sharedAt: new Date(row.shared_at).toISOString() }]
        : [];
    }),
  };
}
