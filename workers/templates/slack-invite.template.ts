import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type SlackInviteData = {
  firstName: string;
  inviteUrl: string;
  /** The member's preferences page (a signed link): change what we send, or leave (decision 038). */
  preferencesUrl: string;
};

/** The e-mail mode's Slack invite: the workspace's shared invite link, from our mailer. */
export const slackInviteTemplate = defineEmailTemplate<SlackInviteData>({
  id: 'slack-invite',
  subject: () => 'Your invitation to the TalentLeaders community on Slack',
  text: (d) =>
    `Hello ${d.firstName},\n\nWelcome to the TalentLeaders community! Join our Slack workspace to meet fractional ` +
    `Talent and HR leaders, hear about events and take part in discussions:\n\n${d.inviteUrl}\n\n` +
    `Use this e-mail address when you sign up, so we recognise you.\n\n` +
    `Choose what we e-mail you about, or leave the community: ${d.preferencesUrl}`,
  html: (d) =>
    html`<p>Hello ${d.firstName},</p>
<p>Welcome to the TalentLeaders community! Join our Slack workspace to meet fractional Talent and HR leaders, hear about events and take part in discussions.</p>
${actionLink('Join us on Slack', d.inviteUrl)}
<p>Use this e-mail address when you sign up, so we recognise you.</p>
<p style="margin-top:24px;font-size:13px;color:#52525b"><a href="${d.preferencesUrl}">Choose what we e-mail you about, or leave the community</a></p>`,
});
