import type { EntityManager } from '../../../platform/db/orm.ts';
import { recordEvents } from '../../../platform/events/record-event.ts';
import { SECURITY_PAGE_PATH } from '../contracts/account-sessions.contract.ts';
import { SecondFactorChanged, type SecondFactorChange } from '../contracts/identity-events.contract.ts';
import { userAgentLabel } from '../contracts/user-agent.contract.ts';

/**
 * Puts the e-mail about a second-factor change in the outbox, in the change's transaction (so a
 * change rolled back tells nobody). `sessionId` is the session that made it (null: the operator).
 */
export function announceSecondFactorChange(tx: EntityManager, userId: string, change: SecondFactorChange, sessionId: string | null): void {
  recordEvents(tx, SecondFactorChanged.create({ userId, change, sessionId, occurredAt: new Date().toISOString() }));
}

export type SecondFactorChangeNotice = {
  to: string;
  firstName: string | null;
  change: SecondFactorChange;
  occurredAt: Date;
  /** "Chrome on macOS", or null when an operator made the change. */
  browser: string | null;
  ip: string | null;
  securityUrl: string;
};

/** What the e-mail says, read when the job runs; null when the account is gone or being erased. */
export async function findSecondFactorChangeNotice(
  em: EntityManager,
  payload: { userId: string; change: SecondFactorChange; sessionId: string | null; occurredAt: string },
  publicUrl: string,
): Promise<SecondFactorChangeNotice | null> {
  const [row] = await em.execute<{ email: string; first_name: string | null; user_agent: string | null; ip: string | null }[]>(
    `SELECT u.email::text AS email, u.signup_metadata->>'first_name' AS first_name, s.user_agent, s.ip
       FROM users u LEFT JOIN sessions s ON s.id = ? AND s.user_id = u.id
      WHERE u.id = ? AND u.deletion_requested_at IS NULL`,
    [payload.sessionId, payload.userId],
  );
  if (!row) return null;
  return {
    to: row.email,
    firstName: row.first_name,
    change: payload.change,
    occurredAt: new Date(payload.occurredAt),
    browser: payload.sessionId ? userAgentLabel(row.user_agent) : null,
    ip: payload.sessionId ? row.ip : null,
    securityUrl: `${publicUrl}${SECURITY_PAGE_PATH}`,
  };
}
