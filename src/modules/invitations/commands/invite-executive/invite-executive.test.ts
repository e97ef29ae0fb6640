import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, type ReferenceData } from '../../../reference/index.ts';
import { dashboardMessages, invitationFieldMessages } from '../../contracts/invitation-messages.contract.ts';
import type { InvitationRow } from '../../contracts/invitations.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, createUser, uniqueEmail, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createInvitation } from '../../../../../tests/factories/invitations.factory.ts';

/** POST /api/invitations and GET /api/invitations: what is stored, who is refused, who sees what. */
describe('invite an executive', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let consultant: SignedInUser;
  let otherConsultant: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_REDIRECT_TO: 'inbox@acme-test.example', INVITATION_RATE_LIMIT_MAX: '100' });
    reference = await loadReferenceData(t.orm.em.fork());
    consultant = await createSignedInUser(t.app, 'consultant');
    otherConsultant = await createSignedInUser(t.app, 'consultant');
    admin = await createSignedInUser(t.app, 'super-admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = (user: SignedInUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/invitations', headers: user.headers, payload });
  const list = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/invitations', headers: user.headers })).json<{ invitations: InvitationRow[] }>().invitations;

  it('stores every field of the form, records InvitationCreated in the same transaction, and answers test mode', async () => {
    const europe = reference.regions.find((r) => r.slug === 'europe')!;
    const germany = europe.countries.find((c) => c.slug === 'germany')!;
    const email = uniqueEmail('ines');
    const res = await invite(consultant, {
      firstName: 'Ines',
      lastName: 'Invitee',
      email: email.toUpperCase(),
      role: reference.roles[1]!.id,
      bio: 'Built three people teams from scratch.',
      yearsExperience: '15+',
      availability: 'part-time',
      phone: '+49 30 555',
      linkedinUrl: 'https://www.linkedin.com/in/ines',
      region: europe.id,
      country: germany.id,
      city: [germany.cities[0]!.id, germany.cities[1]!.id],
      priceRanges: [reference.priceBands[2]!.id],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email, testMode: { originalRecipient: email, actualRecipient: 'inbox@acme-test.example' } });
    const days = (new Date(body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [row] = await t.orm.em.fork().execute<Record<string, unknown>[]>(
      `SELECT i.*, o.type AS event_type FROM executive_invitations i JOIN outbox o ON o.id = i.delivery_event_id WHERE i.id = ?`,
      [body.id],
    );
    expect(row).toMatchObject({
      consultant_id: consultant.id,
      executive_id: null,
      email,
      status: 'pending',
      role_id: reference.roles[1]!.id,
      years_experience: '15+',
      availability: 'part-time',
      phone: '+49 30 555',
      region_id: europe.id,
      country_id: germany.id,
      token_hash: null,
      claimed_at: null,
      event_type: 'InvitationCreated',
    });
    expect(row!.city_ids).toEqual([germany.cities[0]!.id, germany.cities[1]!.id]);
    expect(row!.price_band_ids).toEqual([reference.priceBands[2]!.id]);
  });

  it('answers the spec messages field by field, and refuses options outside the chosen location', async () => {
    const res = await invite(consultant, { firstName: 'I', lastName: '', email: 'nope', linkedinUrl: 'not a url' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toMatchObject({
      firstName: [invitationFieldMessages.firstNameMin],
      lastName: [invitationFieldMessages.lastNameMin],
      email: [invitationFieldMessages.emailInvalid],
      linkedinUrl: [invitationFieldMessages.linkedinUrlInvalid],
    });

    const europe = reference.regions.find((r) => r.slug === 'europe')!;
    const northAmerica = reference.regions.find((r) => r.countries.length > 0 && r.id !== europe.id)!;
    const elsewhere = await invite(consultant, {
      firstName: 'Ines',
      lastName: 'Invitee',
      email: uniqueEmail(),
      region: europe.id,
      country: northAmerica.countries[0]!.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ country: [invitationFieldMessages.optionUnavailable] });
    const unknownRole = await invite(consultant, { firstName: 'Ines', lastName: 'Invitee', email: uniqueEmail(), role: '00000000-0000-4000-8000-000000000000' });
    expect(unknownRole.json().errors).toEqual({ role: [invitationFieldMessages.optionUnavailable] });
  });

  it('refuses an address that already has an account, and sends nothing', async () => {
    const existing = await createUser(t.app, 'client');
    const res = await invite(consultant, { firstName: 'Carla', lastName: 'Client', email: existing.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'account_exists', detail: dashboardMessages.accountExists });
    const [count] = await t.orm.em.fork().execute<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM executive_invitations WHERE email = ?`,
      [existing.email],
    );
    expect(count!.n).toBe(0);
  });

  it('offers Resend instead of a second invitation while one is open, from any consultant; an expired one does not count', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(consultant, { firstName: 'Tom', lastName: 'Twice', email });
    expect(first.statusCode).toBe(201);
    for (const user of [consultant, otherConsultant]) {
      const again = await invite(user, { firstName: 'Tom', lastName: 'Twice', email: email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'invitation_open', detail: dashboardMessages.invitationOpen });
    }

    const stale = uniqueEmail('stale');
    await createInvitation(t.app, consultant, { email: stale }, { expired: true });
    expect((await invite(consultant, { firstName: 'Sam', lastName: 'Stale', email: stale })).statusCode).toBe(201);
  });

  it('makes exactly one invitation when two consultants invite one address at the same moment', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      [consultant, otherConsultant, consultant, otherConsultant].map((user) => invite(user, { firstName: 'Rae', lastName: 'Race', email })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("lists a consultant's own invitations only, newest first; a super admin sees every one with its consultant", async () => {
    const mine = await createInvitation(t.app, otherConsultant, { firstName: 'Olga', lastName: 'Other' });
    const own = await list(otherConsultant);
    expect(own[0]).toMatchObject({
      id: mine.id,
      email: mine.email,
      firstName: 'Olga',
      status: 'Pending',
      canResend: true,
      claimedAt: null,
      delivery: { status: 'queued', reason: null, domainVerification: false },
      consultant: { id: otherConsultant.id, email: otherConsultant.email },
    });
    expect(own.every((row) => row.consultant.id === otherConsultant.id)).toBe(true);
    expect((await list(consultant)).some((row) => row.id === mine.id)).toBe(false);

    const all = await list(admin);
    expect(all.some((row) => row.id === mine.id)).toBe(true);
    expect(new Set(all.map((row) => row.consultant.id))).toEqual(new Set([consultant.id, otherConsultant.id]));
    const times = all.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows an expired invitation as Expired, without Resend', async () => {
    const old = await createInvitation(t.app, otherConsultant, {}, { expired: true });
    const row = (await list(otherConsultant)).find((r) => r.id === old.id)!;
    expect(row).toMatchObject({ status: 'Expired', canResend: false });
  });

  it('lets a super admin invite too', async () => {
    expect((await invite(admin, { firstName: 'Ada', lastName: 'Admin', email: uniqueEmail() })).statusCode).toBe(201);
  });
});

describe('invitation rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INVITATION_RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits creation per consultant, not per address', async () => {
    const first = await createSignedInUser(t.app, 'consultant');
    const second = await createSignedInUser(t.app, 'consultant');
    const invite = (user: SignedInUser) =>
      t.app.inject({ method: 'POST', url: '/api/invitations', headers: user.headers, payload: { firstName: 'Lim', lastName: 'Limit', email: uniqueEmail() } });
    expect((await invite(first)).statusCode).toBe(201);
    expect((await invite(first)).statusCode).toBe(201);
    const limited = await invite(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await invite(second)).statusCode).toBe(201);
  });
});
