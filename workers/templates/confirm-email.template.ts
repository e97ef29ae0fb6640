import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ConfirmEmailData = { firstName: string | null; url: string };

export const confirmEmailTemplate = defineEmailTemplate<ConfirmEmailData>({
  id: 'confirm-email',
  subject: () => 'Confirm your TalentLeaders e-mail address',
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    `Please confirm your e-mail address to finish creating your TalentLeaders account:\n\n` +
    `${data.url}\n\n` +
    `The link works once and expires in 24 hours. If you did not sign up, you can ignore this e-mail.`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>Please confirm your e-mail address to finish creating your TalentLeaders account.</p>
${actionLink('Confirm my e-mail address', data.url)}
<p>The link works once and expires in 24 hours. If you did not sign up, you can ignore this e-mail.</p>`,
});
