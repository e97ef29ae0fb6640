import { html } from '../../src/platform/mail/email-template.ts';
import type { SecondFactorChange } from '../../src/modules/identity/contracts/identity-events.contract.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type SecondFactorChangedData = {
  firstName: string | null;
  change: SecondFactorChange;
  occurredAt: Date;
  browser: string | null;
  ip: string | null;
  securityUrl: string;
};

/** The subject's words and the sentence that says what happened, per change. */
const CHANGES: Record<SecondFactorChange, { subject: string; sentence: string }> = {
  'app-added': { subject: 'An authenticator app was added', sentence: 'An authenticator app was set up for two-step sign-in on your account.' },
  'app-removed': { subject: 'Your authenticator app was removed', sentence: 'The authenticator app was removed from your account’s two-step sign-in.' },
  'passkey-added': { subject: 'A passkey was added', sentence: 'A passkey was added to your account.' },
  'passkey-removed': { subject: 'A passkey was removed', sentence: 'A passkey was removed from your account.' },
  'recovery-codes-replaced': {
    subject: 'Your recovery codes were replaced',
    sentence: 'New recovery codes were made for your account; the old ones no longer work.',
  },
  'recovery-code-used': { subject: 'A recovery code was used', sentence: 'One of your recovery codes was used to sign in or to confirm an action.' },
  'reset-by-operator': {
    subject: 'Your two-step sign-in was reset',
    sentence: 'Our team reset your account’s two-step sign-in at your request, and every session was ended.',
  },
};

/** "Tuesday, 3 March 2026 at 14:05 UTC": the one time zone every reader can convert from. */
function formatWhen(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' }).format(date);
  return `${day} at ${time} UTC`;
}

function whereLines(data: SecondFactorChangedData): string[] {
  const lines = [`When: ${formatWhen(data.occurredAt)}`];
  if (data.browser) lines.push(`Browser: ${data.browser}`, `IP address: ${data.ip ?? 'unknown'}`);
  return lines;
}

const IF_NOT_YOU = 'If this was not you, change your password and end your other sessions on your Security page now, then reply to this e-mail.';

export const secondFactorChangedTemplate = defineEmailTemplate<SecondFactorChangedData>({
  id: 'second-factor-changed',
  subject: (data) => `${CHANGES[data.change].subject} on your TalentLeaders account`,
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    `${CHANGES[data.change].sentence}\n\n` +
    `${whereLines(data).join('\n')}\n\n` +
    `If this was you, there is nothing to do. ${IF_NOT_YOU}\n\n` +
    `${data.securityUrl}`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>${CHANGES[data.change].sentence}</p>
<ul>
${whereLines(data).map((line) => html`<li>${line}</li>`)}
</ul>
<p>If this was you, there is nothing to do. ${IF_NOT_YOU}</p>
${actionLink('Review your security settings', data.securityUrl)}`,
});
