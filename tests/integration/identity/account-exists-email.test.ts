import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { csrfHeaders, uniqueEmail } from '../../factories/users.factory.ts';

const ACCOUNT_EXISTS = 'You already have a TalentLeaders account';
const CONFIRM = 'Confirm your TalentLeaders e-mail address';

/** A second sign-up with a known address: same answer as a fresh one, and the owner is told by e-mail. */
describe('sign-up with an address that already has an account', () => {
  let t: Harness;

  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: csrfHeaders, payload });
  const executiveForm = (email: string, firstName = 'Ada') => ({ firstName, lastName: 'Owner', email, password: 'Owner-pass123' });
  const mailsTo = (email: string, subject: string) => t.mailbox.to(email, (m) => m.subject === subject);
  const linkIn = (text: string) => /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';

  it('mails the owner of a confirmed account once, with sign-in and reset links, and answers like a fresh sign-up', async () => {
    const email = uniqueEmail('owner');
    const fresh = await post('/api/auth/sign-up/executive', executiveForm(email));
    const confirmation = await t.mailbox.waitForMessage(email, (m) => m.subject === CONFIRM);
    const confirmed = await t.app.inject({ method: 'GET', url: linkIn(confirmation.text).slice(t.config.http.publicUrl.length) });
    expect(confirmed.statusCode).toBe(303);

    const again = await post('/api/auth/sign-up/executive', executiveForm(email.toUpperCase(), 'Mallory'));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);

    const notice = await t.mailbox.waitForMessage(email, (m) => m.subject === ACCOUNT_EXISTS);
    const { publicUrl } = t.config.http;
    expect(notice.text).toContain('Hello Ada');
    expect(notice.text).toContain('Someone (maybe you) tried to create a TalentLeaders account');
    expect(notice.text).toContain(`${publicUrl}/auth/login/executive\n`);
    expect(notice.text).toContain(`${publicUrl}/auth/forgot-password\n`);
    expect(notice.text).toContain('If it was not you, you can ignore this e-mail');
    expect(notice.html).toContain(`href="${publicUrl}/auth/login/executive"`);
    expect(notice.html).toContain(`href="${publicUrl}/auth/forgot-password"`);
    expect(notice.headers.get('x-template')).toBe('account-exists');

    await t.settle();
    expect(mailsTo(email, ACCOUNT_EXISTS)).toHaveLength(1);
    expect(mailsTo(email, CONFIRM)).toHaveLength(1);
    // The second attempt changed nothing: the original password still signs in.
    expect((await post('/api/auth/sign-in', { email, password: 'Owner-pass123' })).statusCode).toBe(200);
  });

  it('sends the confirmation link again, not the notice, when the account is still unconfirmed', async () => {
    const email = uniqueEmail('pending');
    const fresh = await post('/api/auth/sign-up/executive', executiveForm(email));
    const again = await post('/api/auth/sign-up/executive', executiveForm(email));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);

    const confirmations = await waitFor(async () => {
      const found = mailsTo(email, CONFIRM);
      return found.length === 2 ? found : undefined;
    });
    await t.settle();
    expect(mailsTo(email, ACCOUNT_EXISTS)).toHaveLength(0);
    expect(mailsTo(email, CONFIRM)).toHaveLength(2);
    const [firstLink, secondLink] = confirmations.map((m) => linkIn(m.text));
    expect(secondLink).not.toBe(firstLink);
    const confirmed = await t.app.inject({ method: 'GET', url: secondLink!.slice(t.config.http.publicUrl.length) });
    expect(confirmed.headers.location).toBe(`${t.config.http.publicUrl}/auth/login/executive?confirmed=true`);
  });
});
