import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, type ReferenceData } from '../../../reference/index.ts';
import { completionFieldMessages, completionMessages } from '../../contracts/invitation-messages.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, createUser, csrfHeaders, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createInvitation } from '../../../../../tests/factories/invitations.factory.ts';

const PASSWORD = 'Invited-pass1';

/** /auth/complete-profile's two calls: look-up by token, and the claim that makes the account. */
describe('complete an account from an invitation', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let consultant: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    reference = await loadReferenceData(t.orm.em.fork());
    consultant = await createSignedInUser(t.app, 'consultant');
  });
  afterAll(async () => {
    await t.close();
  });

  const lookUp = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/invitations/lookup', headers: csrfHeaders, payload: { token } });
  const claim = (token: string, password = PASSWORD, confirmPassword = password) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/claim', headers: csrfHeaders, payload: { token, password, confirmPassword } });
  const signIn = (email: string, password = PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email, password } });

  it('looks up a valid link: the greeting data, Pending', async () => {
    const invitation = await createInvitation(t.app, consultant, { firstName: 'Ines', lastName: 'Invitee' });
    const res = await lookUp(invitation.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: invitation.email,
      firstName: 'Ines',
      lastName: 'Invitee',
      expiresAt: invitation.expiresAt.toISOString(),
      claimedAt: null,
      status: 'Pending',
    });
  });

  it('answers an unknown and a malformed token the same way (no oracle)', async () => {
    const unknown = await lookUp('A'.repeat(43));
    const malformed = await lookUp("' OR 1=1 --");
    for (const res of [unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'invitation_token_invalid', detail: completionMessages.noData });
    }
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(malformed.json()));
    expect((await lookUp('')).statusCode).toBe(400);
  });

  it('creates a confirmed executive account, the pre-filled profile and the claim in one step', async () => {
    const europe = reference.regions.find((r) => r.slug === 'europe')!;
    const germany = europe.countries.find((c) => c.slug === 'germany')!;
    const invitation = await createInvitation(t.app, consultant, {
      firstName: 'Petra',
      lastName: 'Prefill',
      role: reference.roles[2]!.id,
      bio: 'Scaled HR from 20 to 400 people.',
      yearsExperience: '10+',
      availability: 'full-time',
      phone: '+49 40 777',
      linkedinUrl: 'https://www.linkedin.com/in/petra',
      region: europe.id,
      country: germany.id,
      city: [germany.cities[0]!.id],
      priceRanges: [reference.priceBands[1]!.id],
    });

    const res = await claim(invitation.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: completionMessages.createdTitle, email: invitation.email, loginPath: '/auth/login/executive' });

    // Confirmed: the password works at once.
    const signedIn = await signIn(invitation.email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(profile.status).toBe('incomplete');
    expect(profile.form).toMatchObject({
      firstName: 'Petra',
      lastName: 'Prefill',
      role: reference.roles[2]!.id,
      bio: 'Scaled HR from 20 to 400 people.',
      yearsExperience: '10+',
      availability: 'full-time',
      email: invitation.email,
      phone: '+49 40 777',
      linkedinUrl: 'https://www.linkedin.com/in/petra',
      region: europe.id,
      country: germany.id,
      city: [germany.cities[0]!.id],
      priceRanges: [reference.priceBands[1]!.id],
      industries: [],
    });

    const [row] = await t.orm.em.fork().execute<{ status: string; executive_id: string; claimed_at: Date; type: string }[]>(
      `SELECT i.status, i.executive_id, i.claimed_at, o.type FROM executive_invitations i
       JOIN outbox o ON o.type = 'InvitationClaimed' AND o.payload->>'invitationId' = i.id::text WHERE i.id = ?`,
      [invitation.id],
    );
    expect(row).toMatchObject({ status: 'claimed', executive_id: profile.id, type: 'InvitationClaimed' });

    // The same link afterwards: the look-up says claimed, a second claim is refused.
    expect((await lookUp(invitation.token)).json()).toMatchObject({ status: 'Claimed' });
    const again = await claim(invitation.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invitation_claimed', detail: completionMessages.claimed });
  });

  it('refuses an expired link, and says so on look-up', async () => {
    const invitation = await createInvitation(t.app, consultant, {}, { expired: true });
    expect((await lookUp(invitation.token)).json()).toMatchObject({ status: 'Expired' });
    const res = await claim(invitation.token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'invitation_expired', detail: completionMessages.expired });
    expect((await signIn(invitation.email)).statusCode).toBe(401);
  });

  it('applies the password rules of the form', async () => {
    const invitation = await createInvitation(t.app, consultant);
    const short = await claim(invitation.token, 'short', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toMatchObject({
      password: [completionFieldMessages.passwordMin],
      confirmPassword: [completionFieldMessages.confirmPasswordMin],
    });
    const differ = await claim(invitation.token, PASSWORD, `${PASSWORD}x`);
    expect(differ.json().errors).toEqual({ confirmPassword: [completionFieldMessages.passwordsDiffer] });
    expect((await lookUp(invitation.token)).json().status).toBe('Pending');
  });

  it('makes exactly one account when the same link is claimed twice at once', async () => {
    const invitation = await createInvitation(t.app, consultant);
    const answers = await Promise.all([claim(invitation.token), claim(invitation.token), claim(invitation.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const loser of answers.filter((a) => a.statusCode === 409)) expect(loser.json().detail).toBe(completionMessages.claimed);
    const [count] = await t.orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM users WHERE email = ?', [invitation.email]);
    expect(count!.n).toBe(1);
  });

  it('refuses when the address got an account some other way since, and leaves the invitation open', async () => {
    const invitation = await createInvitation(t.app, consultant);
    await createUser(t.app, 'client', { email: invitation.email });
    const res = await claim(invitation.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'account_exists', detail: completionMessages.accountExists });
    expect((await lookUp(invitation.token)).json().status).toBe('Pending');
  });
});
