import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, NotFoundError } from '../../../../platform/errors.ts';
import { dataExportMessages } from '../../contracts/data-export.contract.ts';
import { hashSecretToken } from '../../domain/secret-token.ts';

/** A link used once already, or past its 24 hours: 410 Gone. */
export class DataExportLinkGoneError extends AppError {
  constructor() {
    super('data_export_link_gone', dataExportMessages.linkGone, 410);
  }
}

/**
 * The copy behind a single-use link (decision 040): the token is spent and the archive handed
 * over and dropped in one transaction, so two clicks download it once; 404 for a link we never
 * made, 410 for one used or expired.
 */
export async function downloadDataExport(em: EntityManager, token: string): Promise<{ archive: Buffer; readyAt: Date }> {
  return em.fork().transactional(async (tx) => {
    const [link] = await tx.execute<{ id: string; user_id: string; usable: boolean }[]>(
      `SELECT id, user_id, used_at IS NULL AND expires_at > now() AS usable
         FROM user_tokens WHERE token_hash = ? AND purpose = 'data_export' FOR UPDATE`,
      [hashSecretToken(token)],
    );
    if (!link) throw new NotFoundError(dataExportMessages.linkUnknown, 'data_export_link_unknown');
    if (!link.usable) throw new DataExportLinkGoneError();
    await tx.execute('UPDATE user_tokens SET used_at = now() WHERE id = ?', [link.id]);
    const [copy] = await tx.execute<{ id: string; archive: Buffer; ready_at: Date }[]>(
      `SELECT id, archive, ready_at FROM personal_data_exports
        WHERE user_id = ? AND archive IS NOT NULL AND downloaded_at IS NULL ORDER BY ready_at DESC LIMIT 1 FOR UPDATE`,
      [link.user_id],
    );
    if (!copy) throw new DataExportLinkGoneError();
    await tx.execute('UPDATE personal_data_exports SET downloaded_at = now(), archive = NULL WHERE id = ?', [copy.id]);
    return { archive: copy.archive, readyAt: new Date(copy.ready_at) };
  });
}
