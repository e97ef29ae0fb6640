import type { EntityManager } from '../../../../platform/db/orm.ts';

/** Every executive the directory lists (approved and not revoked), in a stable order: whom a weekly run covers. */
export async function listListedExecutiveIds(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ executive_id: string }[]>('SELECT executive_id FROM directory_entries ORDER BY executive_id');
  return rows.map((row) => row.executive_id);
}
