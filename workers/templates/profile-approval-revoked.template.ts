import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ProfileApprovalRevokedData = { firstName: string | null; reason: string | null; profileUrl: string };

/** To the executive: the profile was taken out of the directory, with the reason when given. */
export const profileApprovalRevokedTemplate = defineEmailTemplate<ProfileApprovalRevokedData>({
  id: 'profile-approval-revoked',
  subject: () => 'Your TalentLeaders profile approval has been revoked',
  text: (d) =>
    `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\n` +
    `The approval of your profile has been revoked, so it is no longer visible to companies on TalentLeaders.\n\n` +
    (d.reason ? `Reason given by our team:\n${d.reason}\n\n` : '') +
    `You can update your profile and save it to submit it for approval again:\n\n${d.profileUrl}`,
  html: (d) =>
    html`<p>Hello${d.firstName ? ` ${d.firstName}` : ''},</p>
<p>The approval of your profile has been revoked, so it is no longer visible to companies on TalentLeaders.</p>
${d.reason ? html`<p><strong>Reason given by our team:</strong><br>${d.reason}</p>` : ''}
<p>You can update your profile and save it to submit it for approval again.</p>
${actionLink('Update your profile', d.profileUrl)}`,
});
