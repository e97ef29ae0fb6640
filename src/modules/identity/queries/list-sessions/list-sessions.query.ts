import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { AccountSession } from '../../contracts/account-sessions.contract.ts';
import { describeUserAgent } from '../../contracts/user-agent.contract.ts';

type SessionRow = { id: string; ip: string | null; user_agent: string | null; created_at: Date; last_used_at: Date };

/** The person's live sessions (not ended, not expired): the asking browser's first, then the most recently seen. */
export async function listAccountSessions(em: EntityManager, userId: string, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await em.execute<SessionRow[]>(
    `SELECT id, ip, user_agent, created_at, last_used_at
       FROM sessions
      WHERE user_id = ? AND revoked_at IS NULL AND expires_at > now()
      ORDER BY (id = ?) DESC, last_used_at DESC, created_at DESC`,
    [userId, currentSessionId],
  );
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    signedInAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_used_at).toISOString(),
    current: row.id === currentSessionId,
  }));
}
