import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../src/modules/reference/index.ts';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { profileForm, referenceOf } from '../../factories/executives.factory.ts';
import { saveProfile } from './profile-fixtures.ts';

/** Save → outbox → relay → job → SMTP peer, with the real worker: who gets which e-mail, and how often. */
describe('profile notification and decision e-mails', () => {
  let t: Harness;
  let reference: ReferenceData;
  let admins: SignedInUser[];

  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true });
    reference = await referenceOf(t.app);
    admins = [await createSignedInUser(t.app, 'super-admin'), await createSignedInUser(t.app, 'super-admin')];
  });
  afterAll(async () => {
    await t?.close();
  });

  const to = (address: string) => t.mailbox.to(address);

  it('e-mails every super admin exactly once per first submission, never for later saves', async () => {
    const executive = await createSignedInUser(t.app, 'executive');
    await saveProfile(t.app, executive, profileForm(reference));
    await saveProfile(t.app, executive, profileForm(reference, { firstName: 'Gretel' }));
    await saveProfile(t.app, executive, profileForm(reference, { firstName: 'Gretel' }));
    for (const admin of admins) await t.mailbox.waitForMessage(admin.email);
    await t.settle();

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
    await saveProfile(t.app, executive, profileForm(reference));
    const decide = (decision: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/executives/${executive.id}/${decision}`,
        headers: admins[0]!.headers,
        ...(reason ? { payload: { reason } } : {}),
      });

    expect((await decide('approve')).statusCode).toBe(200);
    const approved = await t.mailbox.waitForMessage(executive.email, (m) => m.subject.includes('approved'));
    expect(approved.subject).toBe('Your TalentLeaders profile has been approved');
    expect(approved.text).toContain('Hello Greta');

    expect((await decide('revoke', 'Please add <b>recent</b> references.')).statusCode).toBe(200);
    const revoked = await t.mailbox.waitForMessage(executive.email, (m) => m.subject.includes('revoked'));
    expect(revoked.subject).toBe('Your TalentLeaders profile approval has been revoked');
    expect(revoked.text).toContain('Please add <b>recent</b> references.');
    expect(revoked.html).toContain('Please add &lt;b&gt;recent&lt;/b&gt; references.');

    // Saving again resubmits (admins hear of it), then a rejection without a reason.
    await saveProfile(t.app, executive, profileForm(reference));
    await t.mailbox.waitForMessage(admins[0]!.email, (m) => m.subject.startsWith('Profile resubmitted'));
    expect((await decide('reject')).statusCode).toBe(200);
    const rejected = await t.mailbox.waitForMessage(executive.email, (m) => m.subject.includes('not approved'));
    expect(rejected.subject).toBe('Your TalentLeaders profile was not approved');
    expect(rejected.text).not.toContain('Feedback from our team');

    await t.settle();
    expect(to(executive.email).map((m) => m.subject)).toHaveLength(3);
  });
});
