import { html } from '../../src/platform/mail/email-template.ts';
import { defineEmailTemplate } from './layout.ts';

export type AccountDeletedData = { firstName: string | null; byAdmin: boolean; privacyEmail: string };

/** The last e-mail to an address before it is erased with the account (decision 039). */
export const accountDeletedTemplate = defineEmailTemplate<AccountDeletedData>({
  id: 'account-deleted',
  subject: () => 'Your TalentLeaders account has been deleted',
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    (data.byAdmin ? 'As you asked us by e-mail, we have deleted your TalentLeaders account. ' : 'Your TalentLeaders account has been deleted, as you asked. ') +
    `You were signed out everywhere, and we are now erasing everything we held about you: your account, profile, ` +
    `shortlists, notes, saved searches, invitations, community membership and comments. Articles of yours that ` +
    `were published stay, under 'Former member'.\n\n` +
    `This is the last e-mail we send to this address: it is erased too. ` +
    `If you did not ask for this, write to ${data.privacyEmail} at once.`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>${data.byAdmin ? 'As you asked us by e-mail, we have deleted your TalentLeaders account.' : 'Your TalentLeaders account has been deleted, as you asked.'}
You were signed out everywhere, and we are now erasing everything we held about you: your account, profile,
shortlists, notes, saved searches, invitations, community membership and comments. Articles of yours that
were published stay, under 'Former member'.</p>
<p>This is the last e-mail we send to this address: it is erased too.
If you did not ask for this, write to ${data.privacyEmail} at once.</p>`,
});
