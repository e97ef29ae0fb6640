import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { ListShortlistsResponse } from '../../contracts/shortlists.contract.ts';

type Row = { id: string; name: string; created_at: Date; executive_count: number; contains_executive: boolean };

const LIST_SQL = `
  SELECT s.id, s.name, s.created_at,
         (SELECT count(*)::int FROM shortlist_executives e WHERE e.shortlist_id = s.id) AS executive_count,
         (?::uuid IS NOT NULL AND EXISTS (
            SELECT 1 FROM shortlist_executives e WHERE e.shortlist_id = s.id AND e.executive_id = ?::uuid
         )) AS contains_executive
  FROM shortlists s
  WHERE s.user_id = ?
  ORDER BY s.created_at DESC, s.id`;

/**
 * The owner's lists, newest first, each with its number of executives. With `executiveId`, each
 * list also says whether that executive is already on it (the add dialog on a public profile).
 */
export async function listShortlists(
  em: EntityManager,
  ownerId: string,
  executiveId?: string,
): Promise<ListShortlistsResponse> {
  const rows = await em.execute<Row[]>(LIST_SQL, [executiveId ?? null, executiveId ?? null, ownerId]);
  return {
    shortlists: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      executiveCount: row.executive_count,
      containsExecutive: row.contains_executive,
    })),
  };
}
