import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { startWorker, type RunningWorker } from '../../../workers/start-worker.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../../setup/smtp-peer.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { csrfHeaders, uniqueEmail } from '../../factories/users.factory.ts';

const ACCOUNT_EXISTS = 'You already have a TalentLeaders account';
const CONFIRM = 'Confirm your TalentLeaders e-mail address';

/** A second sign-up with a known address: same answer as a fresh one, and the owner is told by e-mail. */
describe('sign-up with an address that already has an account', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let worker: RunningWorker;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const overrides = { AUTH_RATE_LIMIT_MAX: '1000', SMTP_URL: peer.url, OUTBOX_POLL_MS: '20' };
    t = await createTestApp(overrides);
    const config = loadConfig(t.environment(overrides));
    worker = await startWorker(config, createLogger(config, 'worker-test'));
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await peer?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: csrfHeaders, payload });
  const executiveForm = (email: string, firstName = 'Ada') => ({ firstName, lastName: 'Owner', email, password: 'Owner-pass123' });
  const mailsTo = (email: string, subject: string) => peer.messages.filter((m) => m.to === email && m.subject === subject);
  const linkIn = (text: string) => /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  /** Waits until the outbox is drained and no delivery is in flight, so "exactly one" means something. */
  const settle = async () => {
    await waitFor(async () => {
      const [row] = await t.orm.em.fork().execute<{ waiting: number; sending: number }[]>(
        `SELECT (SELECT count(*)::int FROM outbox WHERE dispatched_at IS NULL) AS waiting,
                (SELECT count(*)::int FROM deliveries WHERE status = 'sending') AS sending`,
      );
      return row!.waiting === 0 && row!.sending === 0 ? true : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
  };

  it('mails the owner of a confirmed account once, with sign-in and reset links, and answers like a fresh sign-up', async () => {
    const email = uniqueEmail('owner');
    const fresh = await post('/api/auth/sign-up/executive', executiveForm(email));
    const confirmation = await waitFor(async () => mailsTo(email, CONFIRM)[0]);
    const confirmed = await t.app.inject({ method: 'GET', url: linkIn(confirmation.text).slice(t.config.http.publicUrl.length) });
    expect(confirmed.statusCode).toBe(303);

    const again = await post('/api/auth/sign-up/executive', executiveForm(email.toUpperCase(), 'Mallory'));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);

    const notice = await waitFor(async () => mailsTo(email, ACCOUNT_EXISTS)[0]);
    const { publicUrl } = t.config.http;
    expect(notice.text).toContain('Hello Ada');
    expect(notice.text).toContain('Someone (maybe you) tried to create a TalentLeaders account');
    expect(notice.text).toContain(`${publicUrl}/auth/login/executive\n`);
    expect(notice.text).toContain(`${publicUrl}/auth/forgot-password\n`);
    expect(notice.text).toContain('If it was not you, you can ignore this e-mail');
    expect(notice.html).toContain(`href="${publicUrl}/auth/login/executive"`);
    expect(notice.html).toContain(`href="${publicUrl}/auth/forgot-password"`);
    expect(notice.headers.get('x-template')).toBe('account-exists');

    await settle();
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
    await settle();
    expect(mailsTo(email, ACCOUNT_EXISTS)).toHaveLength(0);
    expect(mailsTo(email, CONFIRM)).toHaveLength(2);
    const [firstLink, secondLink] = confirmations.map((m) => linkIn(m.text));
    expect(secondLink).not.toBe(firstLink);
    const confirmed = await t.app.inject({ method: 'GET', url: secondLink!.slice(t.config.http.publicUrl.length) });
    expect(confirmed.headers.location).toBe(`${t.config.http.publicUrl}/auth/login/executive?confirmed=true`);
  });
});
