import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { UserType } from '../contracts/user-types.contract.ts';
import { AdminUser, User } from './user.entity.ts';
import { hashPassword } from './password-hasher.ts';

export type NewAccount = {
  email: string;
  /** Either a password (hashed here) or a ready hash (factories reuse one to stay fast). */
  password?: string;
  passwordHash?: string;
  userType: UserType | null;
  signupMetadata?: Record<string, unknown>;
  confirmed: boolean;
  superAdmin?: boolean;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a user (and the admin row for a super admin) in the caller's unit of work; returns the id. */
export async function createAccount(em: EntityManager, account: NewAccount): Promise<string> {
  const passwordHash = account.passwordHash ?? (await hashPassword(account.password ?? ''));
  const user = em.create(User, {
    id: randomUUID(),
    email: normaliseEmail(account.email),
    passwordHash,
    userType: account.userType,
    signupMetadata: account.signupMetadata ?? {},
    emailConfirmedAt: account.confirmed ? new Date() : null,
  });
  await em.flush();
  // admin_users references users, and MikroORM does not order inserts across plain uuid columns.
  if (account.superAdmin) {
    em.create(AdminUser, { id: user.id });
    await em.flush();
  }
  return user.id;
}

/** The account at this address, unless its erasure was asked for (it is then as good as gone). */
export async function findUserByEmail(em: EntityManager, email: string) {
  return em.findOne(User, { email: normaliseEmail(email), deletionRequestedAt: null });
}
