import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type InvitationEmailData = {
  firstName: string;
  consultantName: string;
  url: string;
  /** 'November 30, 2026': when the link stops working. */
  expiresOn: string;
};

/** To the invited executive: the link to /auth/complete-profile with their one-time token. */
export const invitationTemplate = defineEmailTemplate<InvitationEmailData>({
  id: 'invitation',
  subject: (d) => `${d.consultantName} invited you to join TalentLeaders`,
  text: (d) =>
    `Hello ${d.firstName},\n\n` +
    `${d.consultantName} has invited you to join TalentLeaders, the marketplace where companies find ` +
    `vetted fractional Talent and HR leaders and hire them directly, with no fees.\n\n` +
    `Create your account and complete your profile (we have started it with what your consultant told us):\n\n` +
    `${d.url}\n\n` +
    `The link works once and expires on ${d.expiresOn}. If you were not expecting this invitation, you can ignore this e-mail.`,
  html: (d) =>
    html`<p>Hello ${d.firstName},</p>
<p>${d.consultantName} has invited you to join TalentLeaders, the marketplace where companies find vetted fractional Talent and HR leaders and hire them directly, with no fees.</p>
<p>Create your account and complete your profile: we have started it with what your consultant told us.</p>
${actionLink('Create my account', d.url)}
<p>The link works once and expires on ${d.expiresOn}. If you were not expecting this invitation, you can ignore this e-mail.</p>`,
});
