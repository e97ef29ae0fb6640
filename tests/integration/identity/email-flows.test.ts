import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { csrfHeaders, uniqueEmail } from '../../factories/users.factory.ts';

/** Sign-up → outbox → relay → job → SMTP → link → API, with the real worker and a real SMTP peer. */
describe('confirmation and reset e-mails', () => {
  let t: Harness;

  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const linkIn = (text: string) => /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: csrfHeaders, payload });

  it('mails a confirmation link that confirms once and lands on /auth/login/client', async () => {
    const email = uniqueEmail('flow');
    const signUp = await post('/api/auth/sign-up/client', {
      firstName: 'Flora',
      lastName: 'Flow',
      email,
      password: 'Flow-pass123',
      companyName: 'Flow Inc',
      jobTitle: 'VP People',
      plannedHires: '10-15',
      useAI: false,
    });
    expect(signUp.statusCode).toBe(201);

    const message = await t.mailbox.waitForMessage(email);
    expect(message.subject).toBe('Confirm your TalentLeaders e-mail address');
    expect(message.text).toContain('Hello Flora');
    const link = linkIn(message.text);
    expect(link.startsWith(`${t.config.http.publicUrl}/api/auth/confirm-email?token=`)).toBe(true);
    expect(message.html).toContain(link.replace(/&/g, '&amp;'));

    const stored = await t.orm.em.fork().execute<{ token_hash: string }[]>('SELECT token_hash FROM user_tokens');
    expect(stored.some((row) => link.includes(row.token_hash))).toBe(false);

    const path = link.slice(t.config.http.publicUrl.length);
    const confirmed = await t.app.inject({ method: 'GET', url: path });
    expect(confirmed.headers.location).toBe(`${t.config.http.publicUrl}/auth/login/client?confirmed=true`);
    const signedIn = await post('/api/auth/sign-in', { email, password: 'Flow-pass123' });
    expect(signedIn.statusCode).toBe(200);
  });

  it('mails a reset link to /auth/reset-password whose token sets the new password', async () => {
    const email = uniqueEmail('reset');
    await post('/api/auth/sign-up/executive', { firstName: 'Rene', lastName: 'Reset', email, password: 'Old-pass123' });
    expect((await post('/api/auth/password/forgot', { email })).statusCode).toBe(202);

    const message = await t.mailbox.waitForMessage(email, (m) => m.subject === 'Reset your TalentLeaders password');
    const link = linkIn(message.text);
    expect(link.startsWith(`${t.config.http.publicUrl}/auth/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const reset = await post('/api/auth/password/reset', {
      token,
      password: 'New-pass1234',
      confirmPassword: 'New-pass1234',
    });
    expect(reset.statusCode).toBe(200);
    // Following the reset link proved the inbox, so the unconfirmed executive may now sign in.
    expect((await post('/api/auth/sign-in', { email, password: 'New-pass1234' })).statusCode).toBe(200);
  });
});
