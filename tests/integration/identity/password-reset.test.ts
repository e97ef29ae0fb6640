import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { authMessages } from '../../../src/modules/identity/contracts/auth-messages.contract.ts';
import { issueUserToken } from '../../../src/modules/identity/index.ts';
import { createUser, csrfHeaders, FACTORY_PASSWORD, signInAs } from '../../factories/users.factory.ts';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', headers: csrfHeaders, payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/reset', headers: csrfHeaders, payload });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email, password } });

  it('answers the same status and body whether or not the address exists', async () => {
    const user = await createUser(t.app, 'client');
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@acme-test.example');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'Please check your email for a link to reset your password.' });
    const events = await t.orm.em
      .fork()
      .execute<{ payload: { userId: string } }[]>(`SELECT payload FROM outbox WHERE type = 'PasswordResetRequested'`);
    expect(events.map((e) => e.payload.userId)).toEqual([user.id]);
  });

  it('validates the forgot-password e-mail', async () => {
    const res = await forgot('nope');
    expect(res.json().errors.email).toEqual(['Please enter a valid email address.']);
  });

  it.each([
    [{ password: 'Short1', confirmPassword: 'Short1' }, 'password', 'Password must be at least 8 characters.'],
    [{ password: 'NOLOWER123', confirmPassword: 'NOLOWER123' }, 'password', 'Password must contain at least one lowercase letter.'],
    [{ password: 'noupper123', confirmPassword: 'noupper123' }, 'password', 'Password must contain at least one uppercase letter.'],
    [{ password: 'NoNumberHere', confirmPassword: 'NoNumberHere' }, 'password', 'Password must contain at least one number.'],
    [{ password: 'Matching123', confirmPassword: 'Different123' }, 'confirmPassword', "Passwords don't match"],
  ])('refuses %o with the message on %s', async (passwords, field, message) => {
    const res = await reset({ token: 'whatever', ...passwords });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('sets the new password once, ends every session, and refuses the link again', async () => {
    const user = await createUser(t.app, 'executive');
    const laptop = await signInAs(t.app, user);
    const phone = await signInAs(t.app, user);
    const token = await issueUserToken(t.orm.em.fork(), user.id, 'password_reset');

    const res = await reset({ token, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordUpdated });
    expect(authMessages.passwordUpdated).toBe('Your password has been successfully updated.');

    for (const device of [laptop, phone]) {
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: device.headers });
      expect(session.json().user).toBeNull();
      const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: device.headers });
      expect(refresh.statusCode).toBe(401);
    }
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, 'Brand-new-pass9')).statusCode).toBe(200);

    const again = await reset({ token, password: 'Another-pass9', confirmPassword: 'Another-pass9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token', detail: authMessages.resetLinkInvalid });
  });

  it('refuses an expired reset link (1 h)', async () => {
    const user = await createUser(t.app, 'client');
    const em = t.orm.em.fork();
    const token = await issueUserToken(em, user.id, 'password_reset');
    const [row] = await em.execute<{ seconds: number }[]>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM user_tokens WHERE user_id = ?`,
      [user.id],
    );
    expect(Math.abs(Number(row?.seconds) - 3600)).toBeLessThan(5);
    await em.execute(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ?`, [user.id]);
    const res = await reset({ token, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' });
    expect(res.json().code).toBe('invalid_token');
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('does not accept a confirmation token as a reset token', async () => {
    const user = await createUser(t.app, 'client', { confirmed: false });
    const token = await issueUserToken(t.orm.em.fork(), user.id, 'email_confirmation');
    const res = await reset({ token, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' });
    expect(res.json().code).toBe('invalid_token');
  });
});
