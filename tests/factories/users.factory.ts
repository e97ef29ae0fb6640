import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import { isUserType, type Role } from '../../src/modules/identity/contracts/user-types.contract.ts';
import { createAccount, enrolKnownSecondFactor, hashPassword, startSession } from '../../src/modules/identity/index.ts';
import { newTotpSecret, TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../../src/modules/identity/domain/totp.ts';
import {
  ACCESS_COOKIE,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  REFRESH_COOKIE,
} from '../../src/platform/auth/auth-constants.ts';

/** A role, or 'staff': an account with no user type and no role (what the CLI makes first). */
export type FactoryRole = Role | 'staff';

export const FACTORY_PASSWORD = 'Factory-Pass1';

let factoryHash: Promise<string> | undefined;
/** One argon2 hash per test process: creating fifty users must not cost fifty hashes. */
function factoryPasswordHash(): Promise<string> {
  factoryHash ??= hashPassword(FACTORY_PASSWORD);
  return factoryHash;
}

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: FactoryRole;
  /** The TOTP secret of a super admin or consultant (they must have a second factor); null for the others. */
  totpSecret?: string | null;
};

export type UserOverrides = {
  email?: string;
  confirmed?: boolean;
  /**
   * Enrol a second factor (default: for super admins and consultants, who must have one, as
   * production has them; false makes the staff member the enrolment screen greets).
   */
  secondFactor?: boolean;
  firstName?: string;
  lastName?: string;
  metadata?: Record<string, unknown>;
};

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@acme-test.example`;
}

/**
 * A user of the given role, confirmed unless told otherwise, with password FACTORY_PASSWORD. Super
 * admins and consultants come with a second factor (a random TOTP secret, in `totpSecret`), since
 * production refuses them everything until they have one (decision 043).
 */
export async function createUser(app: App, role: FactoryRole, overrides: UserOverrides = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail(role);
  const userType = isUserType(role) ? role : null;
  const metadata = {
    first_name: overrides.firstName ?? 'Test',
    last_name: overrides.lastName ?? `${role[0]?.toUpperCase()}${role.slice(1)}`,
    ...(userType ? { user_type: userType } : {}),
    ...(role === 'client'
      ? { company_name: 'Acme Test', job_title: 'Head of People', planned_hires: '5-10', use_ai: false }
      : {}),
    ...overrides.metadata,
  };
  const id = await createAccount(app.deps.orm.em.fork(), {
    email,
    passwordHash: await factoryPasswordHash(),
    userType,
    signupMetadata: metadata,
    confirmed: overrides.confirmed ?? true,
    superAdmin: role === 'super-admin',
  });
  const isStaff = role === 'super-admin' || role === 'consultant';
  const totpSecret = (overrides.secondFactor ?? isStaff) ? newTotpSecret() : null;
  if (totpSecret) await enrolKnownSecondFactor(app.deps.orm.em.fork(), app.deps.config.secrets.totpEncryptionKey, id, totpSecret);
  return { id, email, password: FACTORY_PASSWORD, role, totpSecret };
}

/** Headers for app.inject: the session cookies plus the CSRF header every POST/PUT/PATCH/DELETE needs. */
export type SessionHeaders = { cookie: string; [CSRF_HEADER]: string };

export type SignedInUser = TestUser & {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  /** Spread into app.inject({ headers }). */
  headers: SessionHeaders;
};

/**
 * A user with a live session, made without the sign-in route (no argon2, no rate limit): the same
 * session row and cookies sign-in would produce. A user with a second factor gets a session that
 * counts as verified by it (`sessions.second_factor` 'totp'), as if the code had been typed: the
 * factory skips the code as it skips the password (decision 043).
 */
export async function createSignedInUser(
  app: App,
  role: FactoryRole,
  overrides: UserOverrides = {},
): Promise<SignedInUser> {
  const user = await createUser(app, role, overrides);
  return signInAs(app, user);
}

/** A new session (another browser) for an existing user. */
export async function signInAs(app: App, user: TestUser): Promise<SignedInUser> {
  const { config } = app.deps;
  const session = await startSession(app.deps.orm.em.fork(), user.id, config.auth.refreshTtlSeconds, {
    secondFactor: user.totpSecret ? 'totp' : null,
  });
  const accessToken = app.jwt.sign({ sub: user.id, sid: session.sessionId });
  return {
    ...user,
    sessionId: session.sessionId,
    accessToken,
    refreshToken: session.refreshToken,
    headers: {
      cookie: `${ACCESS_COOKIE}=${accessToken}; ${REFRESH_COOKIE}=${session.refreshToken}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
  };
}

/**
 * The session confirmed a fresh second factor just now, as POST /api/account/step-up would record
 * it: sensitive routes (`stepUp`: exports, role changes, erasure) then go through for 5 minutes
 * (decision 045). Like the factory's sign-in, it skips typing the code; the step-up tests type it.
 */
export async function stepUp(app: App, user: SignedInUser): Promise<SignedInUser> {
  await app.deps.orm.em.fork().execute('UPDATE sessions SET stepped_up_at = now() WHERE id = ?', [user.sessionId]);
  return user;
}

/** Only the CSRF header, for visitors' state-changing requests. */
export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE } as const;

/** The cookies a response set, as name → value (empty value = cleared). */
export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** A Cookie header carrying the session cookies a sign-in or refresh response set. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

const lastStepUsed = new Map<string, number>();

/**
 * A code from the user's authenticator, as they would type it at sign-in, that this test process
 * has not used yet: the server accepts each time step once (and one step either side of now), so
 * signing the same staff member in twice within 30 s takes the next step's code, and a third time
 * waits for the next step (decision 043).
 */
export async function freshTotpCode(user: Pick<TestUser, 'email' | 'totpSecret'>): Promise<string> {
  const secret = user.totpSecret;
  if (!secret) throw new Error(`${user.email} has no second factor`);
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  for (;;) {
    const current = totpStep();
    const step = Math.max(current, (lastStepUsed.get(secret) ?? current - 1) + 1);
    if (step <= current + 1) {
      lastStepUsed.set(secret, step);
      return totpCode(secret, step * periodMs + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * periodMs - Date.now() + 50));
  }
}
