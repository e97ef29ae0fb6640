import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import type { ReferenceData } from '../../../src/modules/reference/index.ts';
import { startWorker, type RunningWorker } from '../../../workers/start-worker.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../../setup/smtp-peer.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { referenceOf, saveProfile, validForm } from './profile-fixtures.ts';

/** Save → outbox → relay → job → SMTP peer, with the real worker: who gets which e-mail, and how often. */
describe('profile notification and decision e-mails', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let worker: RunningWorker;
  let reference: ReferenceData;
  let admins: SignedInUser[];

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const extra = { SMTP_URL: peer.url, OUTBOX_POLL_MS: '20' };
    t = await createTestApp(extra);
    const config = loadConfig(t.environment(extra));
    worker = await startWorker(config, createLogger(config, 'worker-test'));
    reference = await referenceOf(t.app);
    admins = [await createSignedInUser(t.app, 'super-admin'), await createSignedInUser(t.app, 'super-admin')];
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await peer?.close();
  });

  const to = (address: string) => peer.messages.filter((m) => m.to === address);
  /** Waits until the outbox is drained and no delivery is in flight, so "exactly once" means something. */
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

  it('e-mails every super admin exactly once per first submission, never for later saves', async () => {
    const executive = await createSignedInUser(t.app, 'executive');
    await saveProfile(t.app, executive, validForm(reference));
    await saveProfile(t.app, executive, validForm(reference, { firstName: 'Gretel' }));
    await saveProfile(t.app, executive, validForm(reference, { firstName: 'Gretel' }));
    for (const admin of admins) await waitFor(async () => (to(admin.email).length > 0 ? true : undefined));
    await settle();

    for (const admin of admins) {
      const messages = to(admin.email);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.subject).toBe('New profile for approval: Greta Gruber');
      expect(messages[0]!.text).toContain('greta.gruber@acme-test.example');
      expect(messages[0]!.text).toContain(`${t.config.http.publicUrl}/admin`);
    }
  });

  it('e-mails the executive each decision at their account address, with the reason when given', async () => {
    const executive = await createSignedInUser(t.app, 'executive', { firstName: 'Greta' });
    await saveProfile(t.app, executive, validForm(reference));
    const decide = (decision: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/executives/${executive.id}/${decision}`,
        headers: admins[0]!.headers,
        ...(reason ? { payload: { reason } } : {}),
      });

    expect((await decide('approve')).statusCode).toBe(200);
    const approved = await waitFor(async () => to(executive.email).find((m) => m.subject.includes('approved')));
    expect(approved.subject).toBe('Your TalentLeaders profile has been approved');
    expect(approved.text).toContain('Hello Greta');

    expect((await decide('revoke', 'Please add <b>recent</b> references.')).statusCode).toBe(200);
    const revoked = await waitFor(async () => to(executive.email).find((m) => m.subject.includes('revoked')));
    expect(revoked.subject).toBe('Your TalentLeaders profile approval has been revoked');
    expect(revoked.text).toContain('Please add <b>recent</b> references.');
    expect(revoked.html).toContain('Please add &lt;b&gt;recent&lt;/b&gt; references.');

    // Saving again resubmits (admins hear of it), then a rejection without a reason.
    await saveProfile(t.app, executive, validForm(reference));
    await waitFor(async () => (to(admins[0]!.email).some((m) => m.subject.startsWith('Profile resubmitted')) ? true : undefined));
    expect((await decide('reject')).statusCode).toBe(200);
    const rejected = await waitFor(async () => to(executive.email).find((m) => m.subject.includes('not approved')));
    expect(rejected.subject).toBe('Your TalentLeaders profile was not approved');
    expect(rejected.text).not.toContain('Feedback from our team');

    await settle();
    expect(to(executive.email).map((m) => m.subject)).toHaveLength(3);
  });
});
