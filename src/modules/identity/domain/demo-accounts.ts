import type { EntityManager } from '../../../platform/db/orm.ts';
import { createAccount, findUserByEmail } from './accounts.ts';
import { hashPassword } from './password-hasher.ts';
import { enrolKnownSecondFactor } from './second-factors.ts';
import { totpUri } from './totp.ts';

export const DEMO_PASSWORD = 'DemoPass123';

/**
 * The demo staff accounts' TOTP secrets, fixed and public like DEMO_PASSWORD: super admins and
 * consultants must have a second factor (decision 043), so `make dev` prints each one's otpauth://
 * URI for a newcomer to add to any authenticator app. Development only.
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@example.com': '4I74YQVQORRGOR2FAUWVAKXUONBHOEZG',
  'consultant@example.com': 'FPPPXMWIC6LS2ABZU75AP4J53BJPSXMY',
};

/** The otpauth:// URI of a demo account's second factor, or null for the accounts without one. */
export function demoTotpUri(email: string): string | null {
  const secret = DEMO_TOTP_SECRETS[email];
  return secret ? totpUri(email, secret) : null;
}

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'super admin', userType: null, superAdmin: true, metadata: { first_name: 'Ada', last_name: 'Admin' } },
  { email: 'consultant@example.com', role: 'consultant', userType: 'consultant', superAdmin: false, metadata: { first_name: 'Conor', last_name: 'Consultant' } },
  {
    email: 'client@example.com',
    role: 'client',
    userType: 'client',
    superAdmin: false,
    metadata: {
      user_type: 'client',
      first_name: 'Clara',
      last_name: 'Client',
      company_name: 'Acme Robotics',
      job_title: 'Head of People',
      planned_hires: '5-10',
      use_ai: true,
    },
  },
  {
    // client@example.com's colleague (same domain), who shares a shortlist with them (decision 022).
    email: 'colleague@example.com',
    role: 'client (colleague)',
    userType: 'client',
    superAdmin: false,
    metadata: {
      user_type: 'client',
      first_name: 'Colin',
      last_name: 'Colleague',
      company_name: 'Acme Robotics',
      job_title: 'Talent Acquisition Lead',
      planned_hires: '5-10',
      use_ai: false,
    },
  },
  {
    email: 'executive@example.com',
    role: 'executive',
    userType: 'executive',
    superAdmin: false,
    metadata: { user_type: 'executive', first_name: 'Evelyn', last_name: 'Executive' },
  },
] as const;

/**
 * The development demo accounts (all with DEMO_PASSWORD), confirmed and ready to sign in, the staff
 * ones enrolled with their DEMO_TOTP_SECRETS (encrypted with `totpEncryptionKey`).
 * Idempotent: existing accounts are left as they are, but get the demo second factor when they
 * have none (a database seeded before second factors existed). Returns the e-mails it created.
 */
export async function ensureDemoAccounts(em: EntityManager, totpEncryptionKey: Buffer): Promise<string[]> {
  const created: string[] = [];
  let passwordHash: string | undefined;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(em, account.email);
    const secret = DEMO_TOTP_SECRETS[account.email];
    if (existing) {
      if (secret) await enrolKnownSecondFactor(em, totpEncryptionKey, existing.id, secret);
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const userId = await createAccount(em, {
      email: account.email,
      passwordHash,
      userType: account.userType,
      signupMetadata: { ...account.metadata },
      confirmed: true,
      superAdmin: account.superAdmin,
    });
    if (secret) await enrolKnownSecondFactor(em, totpEncryptionKey, userId, secret);
    created.push(account.email);
  }
  return created;
}
