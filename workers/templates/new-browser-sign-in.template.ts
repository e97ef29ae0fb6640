import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type NewBrowserSignInData = { firstName: string | null; browser: string; ip: string | null; signedInAt: Date; securityUrl: string };

/** "Tuesday, 3 March 2026 at 14:05 UTC": the one time zone every reader can convert from. */
function formatWhen(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' }).format(date);
  return `${day} at ${time} UTC`;
}

export const newBrowserSignInTemplate = defineEmailTemplate<NewBrowserSignInData>({
  id: 'new-browser-sign-in',
  subject: (data) => `New sign-in to your TalentLeaders account from ${data.browser}`,
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    `Your TalentLeaders account signed in from a browser it has not used before:\n\n` +
    `When: ${formatWhen(data.signedInAt)}\n` +
    `Browser: ${data.browser}\n` +
    `IP address: ${data.ip ?? 'unknown'}\n\n` +
    `If this was you, there is nothing to do. If not, end that session and change your password on your Security page:\n\n` +
    `${data.securityUrl}\n\n` +
    `We tell super admins and consultants about every new browser because their accounts can see everyone's details.`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>Your TalentLeaders account signed in from a browser it has not used before:</p>
<ul>
<li>When: ${formatWhen(data.signedInAt)}</li>
<li>Browser: ${data.browser}</li>
<li>IP address: ${data.ip ?? 'unknown'}</li>
</ul>
<p>If this was you, there is nothing to do. If not, end that session and change your password on your Security page.</p>
${actionLink('Review your sessions', data.securityUrl)}
<p style="font-size:13px;color:#52525b">We tell super admins and consultants about every new browser because their accounts can see everyone's details.</p>`,
});
