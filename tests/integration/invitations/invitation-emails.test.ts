import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationRow } from '../../../src/modules/invitations/contracts/invitations.contract.ts';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import type { ReceivedMessage } from '../../setup/smtp-peer.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { createSignedInUser, csrfHeaders, uniqueEmail, type SignedInUser } from '../../factories/users.factory.ts';

/**
 * Invitation e-mails through the real path: API → outbox → relay → BullMQ → job → a real SMTP peer,
 * and the delivery status the consultant's list reads back.
 */
describe('invitation e-mails and their delivery status', () => {
  let t: Harness;
  let consultant: SignedInUser;

  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true, env: { JOB_BACKOFF_MS: '40', JOB_ATTEMPTS: '4', AUTH_RATE_LIMIT_MAX: '1000' } });
    consultant = await createSignedInUser(t.app, 'consultant', { firstName: 'Conrad' });
  });
  afterEach(() => {
    t.mailbox.peer.rejectNext(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  const invite = async (email = uniqueEmail('invitee')) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: consultant.headers,
      payload: { firstName: 'Ines', lastName: 'Invitee', email },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; email: string }>();
  };
  const rowOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/invitations', headers: consultant.headers }))
      .json<{ invitations: InvitationRow[] }>()
      .invitations.find((row) => row.id === id)!;
  const deliveryIs = (id: string, status: InvitationRow['delivery']['status']) =>
    waitFor(async () => {
      const row = await rowOf(id);
      return row.delivery.status === status ? row : undefined;
    });
  const messagesTo = (address: string) => t.mailbox.to(address);
  const tokenIn = (message: ReceivedMessage) => {
    const match = message.text.match(/\/auth\/complete-profile\?token=([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no invitation link in: ${message.text}`);
    return match[1]!;
  };
  const lookUp = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/lookup', headers: csrfHeaders, payload: { token } });

  it('e-mails the invitee a working link from the consultant, and the row turns from queued to sent', async () => {
    const invitation = await invite();
    const message = await t.mailbox.waitForMessage(invitation.email);
    expect(message.subject).toBe('Conrad invited you to join TalentLeaders');
    expect(message.text).toContain('Hello Ines');
    expect(message.text).toContain(`${t.config.http.publicUrl}/auth/complete-profile?token=`);
    expect(message.headers.get('x-template')).toBe('invitation');

    const row = await deliveryIs(invitation.id, 'sent');
    expect(row.delivery).toMatchObject({ reason: null, domainVerification: false, testMode: null });
    expect(row.delivery.sentAt).not.toBeNull();
    expect((await lookUp(tokenIn(message))).json()).toMatchObject({ email: invitation.email, status: 'Pending' });
    // The database keeps the hash only.
    const [stored] = await t.orm.em.fork().execute<{ token_hash: string }[]>('SELECT token_hash FROM executive_invitations WHERE id = ?', [invitation.id]);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(message.text).not.toContain(stored!.token_hash);
  });

  it('retries a 4xx answer with backoff and delivers exactly once', async () => {
    t.mailbox.peer.rejectNext(2, 451);
    const invitation = await invite();
    await t.mailbox.waitForMessage(invitation.email);
    await deliveryIs(invitation.id, 'sent');
    await t.settle();
    const [delivery] = await t.orm.em.fork().execute<{ attempts: number }[]>(
      `SELECT d.attempts FROM deliveries d JOIN executive_invitations i ON i.delivery_event_id = d.event_id WHERE i.id = ?`,
      [invitation.id],
    );
    expect(delivery!.attempts).toBe(3);
    expect(messagesTo(invitation.email)).toHaveLength(1);
  });

  it('marks a 5xx answer failed at once with the reason (domain verification recognised); Resend then delivers a new link', async () => {
    t.mailbox.peer.rejectNext(1, 550, 'You must verify a domain before sending to external recipients');
    const invitation = await invite();
    const failed = await deliveryIs(invitation.id, 'failed');
    expect(failed.delivery.reason).toContain('verify a domain');
    expect(failed.delivery.domainVerification).toBe(true);
    expect(failed.canResend).toBe(true);
    expect(messagesTo(invitation.email)).toHaveLength(0);

    const resent = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.id}/resend`, headers: consultant.headers });
    expect(resent.statusCode).toBe(202);
    expect((await rowOf(invitation.id)).delivery.status).toBe('queued');
    await waitFor(async () => messagesTo(invitation.email)[0]);
    expect((await deliveryIs(invitation.id, 'sent')).delivery.reason).toBeNull();
  });

  it('resend rotates the token: the old link stops working, the new one works', async () => {
    const invitation = await invite();
    const first = await waitFor(async () => messagesTo(invitation.email)[0]);
    const oldToken = tokenIn(first);
    await deliveryIs(invitation.id, 'sent');

    expect((await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.id}/resend`, headers: consultant.headers })).statusCode).toBe(202);
    // Right away, before the new e-mail: the old link is dead.
    expect((await lookUp(oldToken)).statusCode).toBe(404);
    const second = await waitFor(async () => messagesTo(invitation.email)[1]);
    const newToken = tokenIn(second);
    expect(newToken).not.toBe(oldToken);
    expect((await lookUp(newToken)).statusCode).toBe(200);
  });

  it('tells the consultant once when the invitee completes the account; the row shows Claimed and no Resend', async () => {
    const invitation = await invite();
    const token = tokenIn(await waitFor(async () => messagesTo(invitation.email)[0]));
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/claim',
      headers: csrfHeaders,
      payload: { token, password: 'Invited-pass1', confirmPassword: 'Invited-pass1' },
    });
    expect(claimed.statusCode).toBe(201);
    const notice = await t.mailbox.waitForMessage(consultant.email, (m) => m.text.includes(invitation.email));
    await t.settle();
    expect(notice.subject).toBe('Ines Invitee accepted your TalentLeaders invitation');
    expect(notice.text).toContain(`${t.config.http.publicUrl}/consultant-dashboard`);
    expect(messagesTo(consultant.email).filter((m) => m.subject === notice.subject)).toHaveLength(1);

    const row = await rowOf(invitation.id);
    expect(row).toMatchObject({ status: 'Claimed', canResend: false });
    expect(row.claimedAt).not.toBeNull();
    const again = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation.id}/resend`, headers: consultant.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invitation_claimed');
  });
});

describe('invitation e-mails in test mode (MAIL_REDIRECT_TO)', () => {
  let t: Harness;

  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true, env: { MAIL_REDIRECT_TO: 'qa-inbox@acme-test.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends to the test address and says where it went, at creation and on the row', async () => {
    const consultant = await createSignedInUser(t.app, 'consultant');
    const email = uniqueEmail('real-person');
    const res = await t.app.inject({ method: 'POST', url: '/api/invitations', headers: consultant.headers, payload: { firstName: 'Tess', lastName: 'Test', email } });
    expect(res.json().testMode).toEqual({ originalRecipient: email, actualRecipient: 'qa-inbox@acme-test.example' });
    const message = await t.mailbox.waitForMessage('qa-inbox@acme-test.example');
    expect(message.text).toContain('Hello Tess');
    const row = await waitFor(async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/invitations', headers: consultant.headers })).json<{ invitations: InvitationRow[] }>();
      const found = list.invitations.find((r) => r.email === email);
      return found?.delivery.status === 'sent' ? found : undefined;
    });
    expect(row.delivery.testMode).toEqual({ originalRecipient: email, actualRecipient: 'qa-inbox@acme-test.example' });
  });
});
