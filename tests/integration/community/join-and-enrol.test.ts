import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { createUser, csrfHeaders, FACTORY_PASSWORD, uniqueEmail } from '../../factories/users.factory.ts';
import { joinForm, memberByEmail } from '../../factories/community.factory.ts';
import { joinMessages } from '../../../src/modules/community/contracts/community-messages.contract.ts';
import { waitFor } from '../../setup/wait-for.ts';

const INVITE_URL = 'https://join.slack.com/t/acme-test/shared_invite/zt-test';

describe('joining the community and executives enrolled on first sign-in (e-mail invite mode, real SMTP peer)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ worker: true, smtp: true, env: { SLACK_INVITE_URL: INVITE_URL, AUTH_RATE_LIMIT_MAX: '1000', COMMUNITY_JOIN_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => h.close());

  const join = (payload: object) => h.app.inject({ method: 'POST', url: '/api/community/join', headers: csrfHeaders, payload });
  const count = async (email: string) =>
    Number((await h.orm.em.fork().execute<{ n: string }[]>('SELECT count(*) AS n FROM community_members WHERE lower(email) = lower(?)', [email]))[0]!.n);

  it('a visitor joins: one member, all preferences on, and the Slack invite link by e-mail', async () => {
    const form = joinForm({ preferences: undefined });
    const res = await join(form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: joinMessages.welcome });
    const message = await h.mailbox.waitForMessage(form.email as string, (m) => m.subject.includes('Slack'));
    expect(message.text).toContain(INVITE_URL);
    await h.settle();
    const member = await memberByEmail(h.app, form.email as string);
    expect(member).toMatchObject({ auto_enrolled: false, notification_preferences: { events: true, newsletter: true, discussions: true } });
    expect(member?.slack_invited_at).toBeTruthy();
    expect(member?.slack_joined_at).toBeNull();
  });

  it('a second join with the same address is welcomed again and changes nothing (no second member, no second invite)', async () => {
    const email = uniqueEmail('twice');
    expect((await join(joinForm({ email, preferences: { events: false, newsletter: false, discussions: false } }))).statusCode).toBe(201);
    await h.mailbox.waitForMessage(email);
    await h.settle();
    const again = await join(joinForm({ email: email.toUpperCase(), firstName: 'Other', company: 'Elsewhere' }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: joinMessages.welcome });
    await h.settle();
    expect(await count(email)).toBe(1);
    expect(h.mailbox.to(email)).toHaveLength(1);
    const member = await memberByEmail(h.app, email);
    expect(member?.first_name).toBe('Jamie');
    expect(member?.notification_preferences).toEqual({ events: false, newsletter: false, discussions: false });
  });

  it('concurrent joins with one address make one member', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([join(joinForm({ email })), join(joinForm({ email })), join(joinForm({ email }))]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await count(email)).toBe(1);
  });

  it('a filled honeypot is welcomed and dropped', async () => {
    const email = uniqueEmail('bot');
    const res = await join(joinForm({ email, website: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(await count(email)).toBe(0);
  });

  it('refuses a bad form with field messages, never a 500', async () => {
    const res = await join({ firstName: '', lastName: 'X', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toContain('Please enter a valid email address.');
  });

  const signIn = (email: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email, password: FACTORY_PASSWORD } });
  const firstSignInEvents = async (userId: string) =>
    Number(
      (
        await h.orm.em
          .fork()
          .execute<{ n: string }[]>(`SELECT count(*) AS n FROM outbox WHERE type = 'ExecutiveSignedInForFirstTime' AND payload->>'userId' = ?`, [userId])
      )[0]!.n,
    );

  it("enrols an executive on their first sign-in only: auto_enrolled, discussions off, a Slack invite", async () => {
    const executive = await createUser(h.app, 'executive', { firstName: 'Erin', lastName: 'Exec' });
    expect((await signIn(executive.email)).statusCode).toBe(200);
    const message = await h.mailbox.waitForMessage(executive.email, (m) => m.subject.includes('Slack'));
    expect(message.text).toContain('Hello Erin');
    await h.settle();
    expect(await memberByEmail(h.app, executive.email)).toMatchObject({
      auto_enrolled: true,
      user_id: executive.id,
      notification_preferences: { events: true, newsletter: true, discussions: false },
    });

    expect((await signIn(executive.email)).statusCode).toBe(200);
    await h.settle();
    expect(await firstSignInEvents(executive.id)).toBe(1);
    expect(await count(executive.email)).toBe(1);
    expect(h.mailbox.to(executive.email)).toHaveLength(1);
  });

  it('an executive who joined from the form keeps their membership (not auto-enrolled, no second invite)', async () => {
    const executive = await createUser(h.app, 'executive');
    expect((await join(joinForm({ email: executive.email }))).statusCode).toBe(201);
    await h.mailbox.waitForMessage(executive.email);
    await h.settle();
    expect((await signIn(executive.email)).statusCode).toBe(200);
    await h.settle();
    expect(await memberByEmail(h.app, executive.email)).toMatchObject({ auto_enrolled: false, user_id: executive.id });
    expect(h.mailbox.to(executive.email)).toHaveLength(1);
  });

  it('clients and staff are not enrolled', async () => {
    const client = await createUser(h.app, 'client');
    expect((await signIn(client.email)).statusCode).toBe(200);
    await h.settle();
    expect(await count(client.email)).toBe(0);
  });

  it('a sign-in never waits on the community: with the worker stopped it succeeds and the enrolment follows later', async () => {
    await h.stopWorker();
    const executive = await createUser(h.app, 'executive');
    expect((await signIn(executive.email)).statusCode).toBe(200);
    expect(await count(executive.email)).toBe(0);
    await h.startWorker();
    await waitFor(async () => (await count(executive.email)) === 1);
  });
});
