import type { EntityManager } from '../../../platform/db/orm.ts';
import { User } from './user.entity.ts';
import { issueUserToken } from './user-tokens.ts';

export type EmailLink = { to: string; firstName: string | null; url: string };

function firstNameOf(metadata: Record<string, unknown>): string | null {
  return typeof metadata.first_name === 'string' ? metadata.first_name : null;
}

/**
 * A fresh confirmation link for the e-mail job, or null when there is nothing to confirm any more
 * (already confirmed, or the account is gone): the job then sends nothing.
 */
export async function createConfirmationLink(em: EntityManager, userId: string, publicUrl: string): Promise<EmailLink | null> {
  const user = await em.findOne(User, { id: userId });
  if (!user || user.emailConfirmedAt) return null;
  const token = await issueUserToken(em, user.id, 'email_confirmation');
  return { to: user.email, firstName: firstNameOf(user.signupMetadata), url: `${publicUrl}/api/auth/confirm-email?token=${token}` };
}

/** A fresh one-hour reset link for the e-mail job, or null when the account no longer exists. */
export async function createPasswordResetLink(em: EntityManager, userId: string, publicUrl: string): Promise<EmailLink | null> {
  const user = await em.findOne(User, { id: userId });
  if (!user) return null;
  const token = await issueUserToken(em, user.id, 'password_reset');
  return { to: user.email, firstName: firstNameOf(user.signupMetadata), url: `${publicUrl}/auth/reset-password?token=${token}` };
}

export type AccountExistsNotice = { to: string; firstName: string | null; loginUrl: string; forgotPasswordUrl: string };

/**
 * Where the owner of an account someone tried to sign up again with can sign in or reset the
 * password, or null when the account is gone. Staff accounts (no user type) get the login choice.
 */
export async function findAccountExistsNotice(em: EntityManager, userId: string, publicUrl: string): Promise<AccountExistsNotice | null> {
  const user = await em.findOne(User, { id: userId });
  if (!user) return null;
  return {
    to: user.email,
    firstName: firstNameOf(user.signupMetadata),
    loginUrl: user.userType ? `${publicUrl}/auth/login/${user.userType}` : `${publicUrl}/auth/login`,
    forgotPasswordUrl: `${publicUrl}/auth/forgot-password`,
  };
}
