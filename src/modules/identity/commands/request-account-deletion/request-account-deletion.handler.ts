import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../../platform/errors.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import type { PersonalData } from '../../../../platform/personal-data/personal-data.ts';
import { withdrawPersonData } from '../../../../platform/personal-data/person-data.ts';
import { accountDeletionMessages } from '../../contracts/account-deletion.contract.ts';
import { AccountDeletionRequested } from '../../contracts/identity-events.contract.ts';
import { verifyPassword } from '../../domain/password-hasher.ts';
import { identityAudit } from '../../audit.ts';

type Account = { id: string; email: string; password_hash: string; user_type: string | null; is_super_admin: boolean };

/** Where an erasure was asked for: the account's own Account page, or a super admin on an e-mailed request. */
export type ErasureOrigin =
  | { by: 'owner'; password: string }
  | { by: 'super-admin'; actor: AuditActor & { userId: string }; route: string; method: string; userAgent: string | null };

/**
 * Asks for an account's erasure (decision 039). In one transaction: the account is locked, the last
 * super admin refused, every module takes the person out of its reads (sessions ended, sign-in
 * refused, the directory entry, lists, memberships gone), and AccountDeletionRequested goes into
 * the outbox, whose worker job mails the confirmation and erases the rest, the user row last. A
 * super admin's request is recorded in the security events, naming the admin but not the person,
 * and in the audit trail (decision 042) by the erased account's id and role only: the row outlives
 * the erasure, and holds nothing the erasure must remove.
 */
export async function requestAccountDeletion(em: EntityManager, holders: readonly PersonalData[], userId: string, origin: ErasureOrigin): Promise<{ email: string }> {
  const load = (tx: EntityManager) =>
    tx.execute<Account[]>(
      `SELECT u.id, u.email::text AS email, u.password_hash, u.user_type, EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id) AS is_super_admin
         FROM users u WHERE u.id = ? AND u.deletion_requested_at IS NULL`,
      [userId],
    );
  // The password first, outside the transaction: argon2 takes a while and holds no lock.
  if (origin.by === 'owner') {
    const [account] = await load(em);
    if (!account) throw new NotFoundError(accountDeletionMessages.notFound, 'account_not_found');
    if (!(await verifyPassword(account.password_hash, origin.password))) {
      throw new ValidationError(accountDeletionMessages.wrongPassword, { password: [accountDeletionMessages.wrongPassword] }, 'wrong_password');
    }
  }
  return em.fork().transactional(async (tx) => {
    // Super admins one at a time: two erasing each other cannot leave none.
    await tx.execute(`SELECT pg_advisory_xact_lock(hashtextextended('account-erasure', 0))`);
    const [account] = await load(tx);
    if (!account) throw new NotFoundError(accountDeletionMessages.notFound, 'account_not_found');
    if (account.is_super_admin) {
      const [others] = await tx.execute<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM admin_users a JOIN users u ON u.id = a.id WHERE a.id <> ? AND u.deletion_requested_at IS NULL`,
        [userId],
      );
      if ((others?.n ?? 0) === 0) throw new ConflictError(accountDeletionMessages.lastSuperAdmin, 'last_super_admin');
    }
    await withdrawPersonData(tx, holders, { userId, email: account.email });
    if (origin.by === 'super-admin') {
      await tx.execute(
        `INSERT INTO security_events (kind, user_id, route, method, reason, ip, user_agent, details)
         VALUES ('account_erasure', ?, ?, ?, 'erased an account on a request received by e-mail', ?, ?, ?::jsonb)`,
        [origin.actor.userId, origin.route, origin.method, origin.actor.ip, origin.userAgent, JSON.stringify({ erasedRole: account.is_super_admin ? 'super-admin' : 'account' })],
      );
      await identityAudit.record(tx, {
        kind: 'account.erased',
        actor: origin.actor,
        target: { type: 'account', id: account.id, role: account.is_super_admin ? 'super-admin' : (account.user_type ?? 'staff') },
      });
    }
    recordEvents(tx, AccountDeletionRequested.create({ userId, requestedBy: origin.by }));
    return { email: account.email };
  });
}
