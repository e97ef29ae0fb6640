import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountNames } from '../../../identity/index.ts';
import type { ListSharedShortlistsResponse } from '../../contracts/shortlist-sharing.contract.ts';

type Row = { id: string; name: string; user_id: string; shared_at: Date; executive_count: number };

/** 'Shared with me': every list shared with the caller, most recently shared first, with its owner's name. */
export async function listSharedShortlists(em: EntityManager, viewerId: string): Promise<ListSharedShortlistsResponse> {
  const rows = await em.execute<Row[]>(
    `SELECT l.id, l.name, l.user_id, s.shared_at,
            (SELECT count(*)::int FROM shortlist_executives e WHERE e.shortlist_id = l.id) AS executive_count
       FROM shortlist_shares s JOIN shortlists l ON l.id = s.shortlist_id
      WHERE s.client_id = ?
      ORDER BY s.shared_at DESC, l.id`,
    [viewerId],
  );
  const owners = await findAccountNames(em, rows.map((row) => row.user_id));
  return {
    shortlists: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ownerName: owners.get(row.user_id)?.name ?? '',
      sharedAt: new Date(row.shared_at).toISOString(),
      executiveCount: row.executive_count,
    })),
  };
}
