import type { EntityManager } from '../../../../platform/db/orm.ts';

/** Whether the executive is approved, i.e. has a directory row (on the caller's transaction). */
export async function isListedInDirectory(em: EntityManager, executiveId: string): Promise<boolean> {
  const rows = await em.execute<{ listed: boolean }[]>(
    'SELECT EXISTS (SELECT 1 FROM directory_entries WHERE executive_id = ?) AS listed',
    [executiveId],
  );
  return rows[0]?.listed === true;
}
