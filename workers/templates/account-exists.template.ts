import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type AccountExistsData = { firstName: string | null; loginUrl: string; forgotPasswordUrl: string };

export const accountExistsTemplate = defineEmailTemplate<AccountExistsData>({
  id: 'account-exists',
  subject: () => 'You already have a TalentLeaders account',
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    `Someone (maybe you) tried to create a TalentLeaders account with this e-mail address, ` +
    `which already has one.\n\n` +
    `If it was you, sign in here:\n\n${data.loginUrl}\n\n` +
    `or, if you forgot your password, reset it here:\n\n${data.forgotPasswordUrl}\n\n` +
    `If it was not you, you can ignore this e-mail: your account has not changed.`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>Someone (maybe you) tried to create a TalentLeaders account with this e-mail address, which already has one.</p>
<p>If it was you, sign in:</p>
${actionLink('Sign in', data.loginUrl)}
<p>Forgot your password? <a href="${data.forgotPasswordUrl}">Reset it here</a> (${data.forgotPasswordUrl}).</p>
<p>If it was not you, you can ignore this e-mail: your account has not changed.</p>`,
});
