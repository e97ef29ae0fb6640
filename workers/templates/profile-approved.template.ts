import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ProfileApprovedData = { firstName: string | null; profileUrl: string };

/** To the executive: their profile is live in the directory. */
export const profileApprovedTemplate = defineEmailTemplate<ProfileApprovedData>({
  id: 'profile-approved',
  subject: () => 'Your TalentLeaders profile has been approved',
  text: (d) =>
    `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\n` +
    `Good news: your profile has been approved and is now visible to companies browsing TalentLeaders. ` +
    `Any changes you make will be immediately visible on the platform.\n\n${d.profileUrl}`,
  html: (d) =>
    html`<p>Hello${d.firstName ? ` ${d.firstName}` : ''},</p>
<p>Good news: your profile has been approved and is now visible to companies browsing TalentLeaders. Any changes you make will be immediately visible on the platform.</p>
${actionLink('View your profile', d.profileUrl)}`,
});
