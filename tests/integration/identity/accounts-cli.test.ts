import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCommand, UsageError } from '../../../src/cli/users.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRETS, ensureDemoAccounts, totpCode } from '../../../src/modules/identity/index.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createUser, csrfHeaders } from '../../factories/users.factory.ts';

describe('users CLI and demo accounts', () => {
  let t: TestApp;
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line) };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email, password } });

  it('creates a confirmed super admin who can sign in', async () => {
    expect(await runUsersCommand(['create-admin', 'Root@Acme-Test.example', 'Admin-pass123'], t.config, io)).toBe(0);
    const res = await signIn('root@acme-test.example', 'Admin-pass123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuperAdmin: true, isConsultant: false, user: { userType: null } });
  });

  it('creates a consultant, then revokes and grants the role by e-mail', async () => {
    expect(await runUsersCommand(['create-consultant', 'cons@acme-test.example', 'Consult-pass1'], t.config, io)).toBe(0);
    expect((await signIn('cons@acme-test.example', 'Consult-pass1')).json()).toMatchObject({ isConsultant: true });
    expect(await runUsersCommand(['revoke-consultant', 'cons@acme-test.example'], t.config, io)).toBe(0);
    expect((await signIn('cons@acme-test.example', 'Consult-pass1')).json()).toMatchObject({ isConsultant: false });
    expect(await runUsersCommand(['grant-consultant', 'cons@acme-test.example'], t.config, io)).toBe(0);
    expect((await signIn('cons@acme-test.example', 'Consult-pass1')).json()).toMatchObject({ isConsultant: true });
  });

  it('refuses bad input and explains role conflicts', async () => {
    await expect(runUsersCommand(['create-admin', 'not-an-email', 'Admin-pass123'], t.config, io)).rejects.toThrow(UsageError);
    await expect(runUsersCommand(['create-admin', 'a@acme-test.example', 'short'], t.config, io)).rejects.toThrow(
      'Password must be at least 8 characters.',
    );
    await expect(runUsersCommand(['promote', 'a@acme-test.example'], t.config, io)).rejects.toThrow(UsageError);
    const client = await createUser(t.app, 'client');
    expect(await runUsersCommand(['grant-consultant', client.email], t.config, io)).toBe(1);
    expect(lines.at(-1)).toContain('only staff accounts can become consultants');
    expect(await runUsersCommand(['grant-consultant', 'ghost@acme-test.example'], t.config, io)).toBe(1);
  });

  it('seeds the demo accounts once, each usable with DemoPass123 (and the staff with their demo TOTP code)', async () => {
    const first = await ensureDemoAccounts(t.orm.em.fork(), t.config.secrets.totpEncryptionKey);
    const second = await ensureDemoAccounts(t.orm.em.fork(), t.config.secrets.totpEncryptionKey);
    expect(first).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    expect(second).toEqual([]);
    const expected = {
      'admin@example.com': { isSuperAdmin: true, isConsultant: false, user: { userType: null } },
      'consultant@example.com': { isSuperAdmin: false, isConsultant: true, user: { userType: 'consultant' } },
      'client@example.com': { isSuperAdmin: false, user: { userType: 'client', firstName: 'Clara' } },
      'executive@example.com': { isSuperAdmin: false, user: { userType: 'executive' } },
    };
    for (const [email, session] of Object.entries(expected)) {
      let res = await signIn(email, DEMO_PASSWORD);
      const secret = DEMO_TOTP_SECRETS[email];
      // Super admins and consultants must have a second factor: the demo ones come enrolled (decision 043).
      expect(res.statusCode, email).toBe(secret ? 202 : 200);
      if (secret) {
        res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/second-factor',
          headers: csrfHeaders,
          payload: { pendingToken: res.json().pendingToken, code: await totpCode(secret) },
        });
        expect(res.statusCode, email).toBe(200);
      }
      expect(res.json()).toMatchObject({ ...session, mustEnrolSecondFactor: false });
    }
    const [client] = await t.orm.em
      .fork()
      .execute<{ signup_metadata: Record<string, unknown> }[]>(`SELECT signup_metadata FROM users WHERE email = 'client@example.com'`);
    expect(client?.signup_metadata).toMatchObject({ company_name: 'Acme Robotics', planned_hires: '5-10', use_ai: true });
  });
});
