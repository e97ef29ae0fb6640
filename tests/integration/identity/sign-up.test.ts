import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { authMessages, fieldMessages } from '../../../src/modules/identity/contracts/auth-messages.contract.ts';
import { BLOCKED_PERSONAL_DOMAINS } from '../../../src/modules/identity/contracts/sign-up.contract.ts';
import { csrfHeaders, uniqueEmail } from '../../factories/users.factory.ts';

const validClient = () => ({
  firstName: 'Clara',
  lastName: 'Jones',
  email: uniqueEmail('clara'),
  password: 'Sturdy-pass1',
  companyName: 'Acme Robotics',
  jobTitle: 'Head of People',
  plannedHires: '5-10',
  useAI: true,
});

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (type: string, payload: Record<string, unknown>, headers: Record<string, string> = csrfHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/auth/sign-up/${type}`, headers, payload });

  const outboxFor = (email: string) =>
    t.orm.em.fork().execute<{ type: string; payload: Record<string, unknown> }[]>(
      `SELECT type, payload FROM outbox WHERE payload->>'email' = ? ORDER BY occurred_at`,
      [email.toLowerCase()],
    );

  it('creates an unconfirmed client with its sign-up metadata and records UserRegistered', async () => {
    const form = validClient();
    const res = await signUp('client', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: authMessages.signUpSucceeded });

    const [user] = await t.orm.em.fork().execute<{ id: string; user_type: string; email_confirmed_at: Date | null; signup_metadata: object; password_hash: string }[]>(
      'SELECT id, user_type, email_confirmed_at, signup_metadata, password_hash FROM users WHERE email = ?',
      [form.email],
    );
    expect(user).toMatchObject({ user_type: 'client', email_confirmed_at: null });
    expect(user?.signup_metadata).toEqual({
      user_type: 'client',
      first_name: 'Clara',
      last_name: 'Jones',
      company_name: 'Acme Robotics',
      job_title: 'Head of People',
      planned_hires: '5-10',
      use_ai: true,
    });
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const events = await outboxFor(form.email);
    expect(events).toEqual([
      { type: 'UserRegistered', payload: { userId: user?.id, email: form.email, userType: 'client' } },
    ]);
  });

  it('creates an executive without company fields', async () => {
    const email = uniqueEmail('exec');
    const res = await signUp('executive', {
      firstName: 'Evan',
      lastName: 'Stone',
      email: email.replace('@acme-test.example', '@gmail.com'),
      password: 'Sturdy-pass1',
      companyName: '',
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['firstName', { firstName: 'C' }, fieldMessages.firstNameMin, 'First name must be at least 2 characters.'],
    ['lastName', { lastName: 'J' }, fieldMessages.lastNameMin, 'Last name must be at least 2 characters.'],
    ['email', { email: 'not-an-address' }, fieldMessages.emailInvalid, 'Please enter a valid email address.'],
    ['password', { password: 'short' }, fieldMessages.passwordMin, 'Password must be at least 8 characters.'],
    ['companyName', { companyName: 'A' }, fieldMessages.companyNameMin, 'Company name must be at least 2 characters.'],
    ['jobTitle', { jobTitle: '' }, fieldMessages.jobTitleMin, 'Job title must be at least 2 characters.'],
    ['plannedHires', { plannedHires: undefined }, fieldMessages.plannedHiresRequired, 'Please select your planned hires.'],
  ])('refuses a client %s with the spec message', async (field, change, constant, text) => {
    expect(constant).toBe(text);
    const res = await signUp('client', { ...validClient(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[field]).toContain(text);
  });

  it.each(BLOCKED_PERSONAL_DOMAINS)('refuses a client address at %s', async (domain) => {
    const res = await signUp('client', { ...validClient(), email: `clara.jones@${domain.toUpperCase()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Please use a work email address, not a personal one.']);
  });

  it('refuses an executive with a short name or password, with the same messages', async () => {
    const res = await signUp('executive', { firstName: 'E', lastName: 'S', email: 'bad', password: '1234567' });
    expect(res.json().errors).toMatchObject({
      firstName: ['First name must be at least 2 characters.'],
      lastName: ['Last name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      password: ['Password must be at least 8 characters.'],
    });
  });

  it('accepts a 128-character password and refuses a longer one', async () => {
    expect((await signUp('client', { ...validClient(), password: 'a'.repeat(128) })).statusCode).toBe(201);
    const tooLong = await signUp('client', { ...validClient(), password: 'a'.repeat(129) });
    expect(tooLong.json().errors.password).toEqual([fieldMessages.passwordMax]);
  });

  it('answers the same for an address that already has an account, without a second account', async () => {
    const form = validClient();
    const first = await signUp('client', form);
    const second = await signUp('client', { ...form, email: form.email.toUpperCase(), firstName: 'Other' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const users = await t.orm.em.fork().execute<{ n: string }[]>('SELECT count(*) AS n FROM users WHERE email = ?', [form.email]);
    expect(Number(users[0]?.n)).toBe(1);
    // Still unconfirmed: the second attempt sends the confirmation link again.
    expect((await outboxFor(form.email)).map((e) => e.type)).toEqual(['UserRegistered', 'EmailConfirmationRequested']);
  });

  it('refuses a state-changing request without the CSRF header', async () => {
    const res = await signUp('client', validClient(), {});
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'csrf_refused', detail: authMessages.csrfRefused });
  });

  it('refuses a foreign Origin even with the header, and accepts the app origin', async () => {
    const foreign = await signUp('client', validClient(), { ...csrfHeaders, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('csrf_refused');
    const own = await signUp('client', validClient(), { ...csrfHeaders, origin: t.config.http.publicUrl });
    expect(own.statusCode).toBe(201);
  });

  it('refuses a wrong header value', async () => {
    const res = await signUp('client', validClient(), { 'x-requested-with': 'XMLHttpRequest' });
    expect(res.statusCode).toBe(403);
  });
});
