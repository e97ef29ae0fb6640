import type { EntityManager } from '../../../../platform/db/orm.ts';

/** The addresses of every super admin (confirmed or not: the CLI creates them confirmed). */
export async function listSuperAdminEmails(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ email: string }[]>(
    'SELECT u.email FROM admin_users a JOIN users u ON u.id = a.id ORDER BY u.email',
  );
  return rows.map((row) => row.email);
}

/** A user's sign-in address, names and type, or null when the account is gone. */
export async function findAccountContact(
  em: EntityManager,
  userId: string,
): Promise<{ email: string; firstName: string | null; lastName: string | null; userType: string | null } | null> {
  const [row] = await em.execute<{ email: string; first_name: string | null; last_name: string | null; user_type: string | null }[]>(
    `SELECT email, signup_metadata->>'first_name' AS first_name, signup_metadata->>'last_name' AS last_name, user_type
       FROM users WHERE id = ?`,
    [userId],
  );
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name, userType: row.user_type } : null;
}

/** The sign-in addresses of several accounts in one statement (accounts that are gone are absent). */
export async function findAccountEmails(em: EntityManager, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await em.execute<{ id: string; email: string }[]>(`SELECT id, email FROM users WHERE id = ANY(?::uuid[])`, [
    `{${[...new Set(userIds)].join(',')}}`,
  ]);
  return new Map(rows.map((row) => [row.id, row.email]));
}

export type AccountName = { email: string; firstName: string | null; lastName: string | null; name: string };

const fullName = (first: string | null, last: string | null, email: string) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ') || email;

/** Names and addresses of several accounts in one statement, for showing who did something (gone accounts are absent). */
export async function findAccountNames(em: EntityManager, userIds: readonly string[]): Promise<Map<string, AccountName>> {
  if (userIds.length === 0) return new Map();
  const rows = await em.execute<{ id: string; email: string; first_name: string | null; last_name: string | null }[]>(
    `SELECT id, email, signup_metadata->>'first_name' AS first_name, signup_metadata->>'last_name' AS last_name
       FROM users WHERE id = ANY(?::uuid[])`,
    [`{${[...new Set(userIds)].join(',')}}`],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { email: row.email, firstName: row.first_name, lastName: row.last_name, name: fullName(row.first_name, row.last_name, row.email) },
    ]),
  );
}

/** A confirmed client account by its sign-in address (case-insensitive), or null. */
export async function findConfirmedClientByEmail(em: EntityManager, email: string): Promise<({ id: string } & AccountName) | null> {
  const [row] = await em.execute<{ id: string; email: string; first_name: string | null; last_name: string | null }[]>(
    `SELECT id, email, signup_metadata->>'first_name' AS first_name, signup_metadata->>'last_name' AS last_name
       FROM users WHERE email = ? AND user_type = 'client' AND email_confirmed_at IS NOT NULL AND deletion_requested_at IS NULL`,
    [email.trim()],
  );
  if (!row) return null;
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, name: fullName(row.first_name, row.last_name, row.email) };
}
