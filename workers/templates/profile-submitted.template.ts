import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ProfileSubmittedData = {
  firstName: string;
  lastName: string;
  email: string;
  resubmission: boolean;
  reviewUrl: string;
};

/** To every super admin: a profile waits for review (the spec's profile-notification). */
export const profileSubmittedTemplate = defineEmailTemplate<ProfileSubmittedData>({
  id: 'profile-submitted',
  subject: (d) => `${d.resubmission ? 'Profile resubmitted' : 'New profile'} for approval: ${d.firstName} ${d.lastName}`,
  text: (d) =>
    `${d.firstName} ${d.lastName} (${d.email}) has ${d.resubmission ? 'updated and resubmitted' : 'completed'} ` +
    `their executive profile, which is now waiting for approval.\n\n` +
    `Review it in the Executive Approval tab of the admin dashboard:\n\n${d.reviewUrl}\n\n` +
    `We promise executives a decision typically within 24 hours.`,
  html: (d) =>
    html`<p><strong>${d.firstName} ${d.lastName}</strong> (${d.email}) has ${d.resubmission ? 'updated and resubmitted' : 'completed'} their executive profile, which is now waiting for approval.</p>
${actionLink('Review in the admin dashboard', d.reviewUrl)}
<p>We promise executives a decision typically within 24 hours.</p>`,
});
