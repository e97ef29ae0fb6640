import { html } from '../../src/platform/mail/email-template.ts';
import { defineEmailTemplate } from './layout.ts';

export type MailCheckData = { requestedAt: string; publicUrl: string };

export const mailCheckTemplate = defineEmailTemplate<MailCheckData>({
  id: 'mail-check',
  subject: () => 'TalentLeaders mail check',
  text: (data) =>
    `This is a test message from TalentLeaders.\n\n` +
    `An operator asked for it at ${data.requestedAt}. If you can read it, e-mail delivery works.\n\n` +
    `${data.publicUrl}`,
  html: (data) =>
    html`<p>This is a test message from TalentLeaders.</p>
<p>An operator asked for it at ${data.requestedAt}. If you can read it, e-mail delivery works.</p>
<p><a href="${data.publicUrl}">${data.publicUrl}</a></p>`,
});
