import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ProfileRejectedData = { firstName: string | null; reason: string | null; profileUrl: string };

/** To the executive: the profile was not approved, with the reviewer's reason when given. */
export const profileRejectedTemplate = defineEmailTemplate<ProfileRejectedData>({
  id: 'profile-rejected',
  subject: () => 'Your TalentLeaders profile was not approved',
  text: (d) =>
    `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\n` +
    `Thank you for creating your profile. After review, we could not approve it yet.\n\n` +
    (d.reason ? `Feedback from our team:\n${d.reason}\n\n` : '') +
    `You can update your profile and save it to submit it for approval again:\n\n${d.profileUrl}`,
  html: (d) =>
    html`<p>Hello${d.firstName ? ` ${d.firstName}` : ''},</p>
<p>Thank you for creating your profile. After review, we could not approve it yet.</p>
${d.reason ? html`<p><strong>Feedback from our team:</strong><br>${d.reason}</p>` : ''}
<p>You can update your profile and save it to submit it for approval again.</p>
${actionLink('Update your profile', d.profileUrl)}`,
});
