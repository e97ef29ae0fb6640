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
