import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type InvitationClaimedData = { consultantFirstName: string | null; inviteeName: string; inviteeEmail: string; dashboardUrl: string };

/** To the consultant: their invitee created the account; the profile is theirs to complete next. */
export const invitationClaimedTemplate = defineEmailTemplate<InvitationClaimedData>({
  id: 'invitation-claimed',
  subject: (d) => `${d.inviteeName} accepted your TalentLeaders invitation`,
  text: (d) =>
    `Hello${d.consultantFirstName ? ` ${d.consultantFirstName}` : ''},\n\n` +
    `${d.inviteeName} (${d.inviteeEmail}) has created their TalentLeaders account from your invitation. ` +
    `Their profile will be reviewed once they complete and submit it.\n\n${d.dashboardUrl}`,
  html: (d) =>
    html`<p>Hello${d.consultantFirstName ? ` ${d.consultantFirstName}` : ''},</p>
<p>${d.inviteeName} (${d.inviteeEmail}) has created their TalentLeaders account from your invitation. Their profile will be reviewed once they complete and submit it.</p>
${actionLink('Open your dashboard', d.dashboardUrl)}`,
});
