import type { EntityManager } from '../../../platform/db/orm.ts';
import { AdminUser } from './user.entity.ts';
import { createAccount, findUserByEmail } from './accounts.ts';
import { hashPassword } from './password-hasher.ts';

export type StaffRole = 'super-admin' | 'consultant';

/**
 * Creates a confirmed staff account, or gives an existing one the role and the new password
 * (the CLI is how operators recover a lost admin password). Returns the user id.
 */
export async function ensureStaffAccount(em: EntityManager, email: string, password: string, role: StaffRole): Promise<string> {
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      return createAccount(tx, {
        email,
        passwordHash,
        userType: role === 'consultant' ? 'consultant' : null,
        confirmed: true,
        superAdmin: role === 'super-admin',
      });
    }
    existing.passwordHash = passwordHash;
    existing.emailConfirmedAt ??= new Date();
    if (role === 'consultant') existing.userType = 'consultant';
    if (role === 'super-admin' && !(await tx.findOne(AdminUser, { id: existing.id }))) tx.create(AdminUser, { id: existing.id });
    await tx.flush();
    return existing.id;
  });
}

/** Looks up an account for the CLI's grant/revoke commands. */
export async function findUserIdByEmail(em: EntityManager, email: string): Promise<string | null> {
  const user = await findUserByEmail(em, email);
  return user?.id ?? null;
}
