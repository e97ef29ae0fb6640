import type { EntityManager } from '../../../platform/db/orm.ts';
import { DATA_EXPORT_LINK_HOURS } from '../contracts/data-export.contract.ts';
import { issueUserToken } from './user-tokens.ts';

export type DataExportRequest = { userId: string; email: string; firstName: string | null; ready: boolean };

/** The copy asked for, with its account's address; null when the account (or the request) is gone. */
export async function loadDataExportRequest(em: EntityManager, exportId: string): Promise<DataExportRequest | null> {
  const [row] = await em.execute<{ user_id: string; email: string; first_name: string | null; ready: boolean }[]>(
    `SELECT x.user_id, u.email::text AS email, u.signup_metadata->>'first_name' AS first_name, x.ready_at IS NOT NULL AS ready
       FROM personal_data_exports x JOIN users u ON u.id = x.user_id
      WHERE x.id = ? AND u.deletion_requested_at IS NULL`,
    [exportId],
  );
  return row ? { userId: row.user_id, email: row.email, firstName: row.first_name, ready: row.ready } : null;
}

/** Keeps the assembled archive (once: a retried job finds it ready and only mails the link). */
export async function storeDataExportArchive(em: EntityManager, exportId: string, archive: Uint8Array): Promise<void> {
  await em.execute('UPDATE personal_data_exports SET archive = ?, ready_at = now() WHERE id = ? AND ready_at IS NULL', [Buffer.from(archive), exportId]);
}

/** Drops every archive whose link has expired unused: a copy lives no longer than its link. */
export async function forgetExpiredDataExports(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `UPDATE personal_data_exports SET archive = NULL
      WHERE archive IS NOT NULL AND ready_at < now() - make_interval(hours => ?) RETURNING id`,
    [DATA_EXPORT_LINK_HOURS],
  );
  return rows.length;
}

/** A fresh single-use link to the person's copy (the token is made when the e-mail goes, never stored in clear). */
export async function createDataExportLink(em: EntityManager, userId: string, publicUrl: string): Promise<string> {
  const token = await issueUserToken(em, userId, 'data_export');
  return `${publicUrl}/api/account/data-export/download?token=${token}`;
}
