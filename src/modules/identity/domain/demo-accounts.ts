import type { EntityManager } from '../../../platform/db/orm.ts';
import { createAccount, findUserByEmail } from './accounts.ts';
import { hashPassword } from './password-hasher.ts';

export const DEMO_PASSWORD = 'DemoPass123';

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
 * The development demo accounts (all with DEMO_PASSWORD), confirmed and ready to sign in.
 * Idempotent: existing accounts are left as they are. Returns the e-mails it created.
 */
export async function ensureDemoAccounts(em: EntityManager): Promise<string[]> {
  const created: string[] = [];
  let passwordHash: string | undefined;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(em, account.email)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    await createAccount(em, {
      email: account.email,
      passwordHash,
      userType: account.userType,
      signupMetadata: { ...account.metadata },
      confirmed: true,
      superAdmin: account.superAdmin,
    });
    created.push(account.email);
  }
  return created;
}
