import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type AvailabilityReminderData = {
  firstName: string | null;
  /** e.g. 'on 2 October 2026': when they last confirmed. */
  lastConfirmed: string;
  confirmUrl: string;
  profileUrl: string;
};

/** To an approved executive who has not confirmed their availability for a month (decision 023). */
export const availabilityReminderTemplate = defineEmailTemplate<AvailabilityReminderData>({
  id: 'availability-reminder',
  subject: () => 'Is your availability still current?',
  text: (d) =>
    `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\n` +
    `You last confirmed your availability on TalentLeaders ${d.lastConfirmed}. Companies browsing the directory ` +
    `see when you last confirmed it, and profiles not confirmed for 90 days rank lower.\n\n` +
    `Still available as your profile says? Confirm in one click:\n${d.confirmUrl}\n\n` +
    `Something changed? Update your profile: ${d.profileUrl}`,
  html: (d) =>
    html`<p>Hello${d.firstName ? ` ${d.firstName}` : ''},</p>
<p>You last confirmed your availability on TalentLeaders ${d.lastConfirmed}. Companies browsing the directory see when you last confirmed it, and profiles not confirmed for 90 days rank lower.</p>
<p>Still available as your profile says? Confirm in one click:</p>
${actionLink('Confirm my availability', d.confirmUrl)}
<p style="margin-top:24px;font-size:13px;color:#52525b">Something changed? <a href="${d.profileUrl}">Update your profile</a>.</p>`,
});
