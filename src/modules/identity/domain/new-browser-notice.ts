import type { EntityManager } from '../../../platform/db/orm.ts';
import { SECURITY_PAGE_PATH } from '../contracts/account-sessions.contract.ts';
import { userAgentLabel } from '../contracts/user-agent.contract.ts';

export type NewBrowserSignInNotice = {
  to: string;
  firstName: string | null;
  /** "Chrome on macOS" */
  browser: string;
  ip: string | null;
  signedInAt: Date;
  securityUrl: string;
};

/**
 * What the new-browser e-mail to a staff account says (decision 041), read when the job runs; null
 * when the account or the session is gone (an erased account is told nothing). A session ended
 * since is still told about: it happened.
 */
export async function findNewBrowserSignInNotice(
  em: EntityManager,
  userId: string,
  sessionId: string,
  publicUrl: string,
): Promise<NewBrowserSignInNotice | null> {
  const [row] = await em.execute<{ email: string; first_name: string | null; user_agent: string | null; ip: string | null; created_at: Date }[]>(
    `SELECT u.email::text AS email, u.signup_metadata->>'first_name' AS first_name, s.user_agent, s.ip, s.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ? AND s.user_id = ? AND u.deletion_requested_at IS NULL`,
    [sessionId, userId],
  );
  if (!row) return null;
  return {
    to: row.email,
    firstName: row.first_name,
    browser: userAgentLabel(row.user_agent),
    ip: row.ip,
    signedInAt: new Date(row.created_at),
    securityUrl: `${publicUrl}${SECURITY_PAGE_PATH}`,
  };
}
