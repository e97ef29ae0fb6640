import type { EntityManager } from '../../../platform/db/orm.ts';
import { createAccount, findUserByEmail } from './accounts.ts';
import type { UserType } from '../contracts/user-types.contract.ts';

export type ConfirmedUser = {
  email: string;
  /** A ready argon2 hash: demo seeding hashes one password once and reuses it. */
  passwordHash: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  metadata?: Record<string, unknown>;
};

/**
 * A confirmed account for development data (demo executives): created when missing, left as it is
 * otherwise (idempotent). Returns the user id.
 */
export async function ensureConfirmedUser(em: EntityManager, user: ConfirmedUser): Promise<string> {
  const existing = await findUserByEmail(em, user.email);
  if (existing) return existing.id;
  return createAccount(em, {
    email: user.email,
    passwordHash: user.passwordHash,
    userType: user.userType,
    signupMetadata: { user_type: user.userType, first_name: user.firstName, last_name: user.lastName, ...user.metadata },
    confirmed: true,
  });
}
