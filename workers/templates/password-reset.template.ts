import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type PasswordResetData = { firstName: string | null; url: string };

export const passwordResetTemplate = defineEmailTemplate<PasswordResetData>({
  id: 'password-reset',
  subject: () => 'Reset your TalentLeaders password',
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    `Someone (hopefully you) asked to reset the password of your TalentLeaders account. ` +
    `Choose a new password here:\n\n${data.url}\n\n` +
    `The link works once and expires in 1 hour. Setting a new password signs you out everywhere. ` +
    `If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>Someone (hopefully you) asked to reset the password of your TalentLeaders account.</p>
${actionLink('Choose a new password', data.url)}
<p>The link works once and expires in 1 hour. Setting a new password signs you out everywhere.
If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
});
