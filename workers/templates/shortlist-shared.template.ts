import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ShortlistSharedData = { colleagueFirstName: string | null; ownerName: string; shortlistName: string; shortlistUrl: string };

/** To the colleague: a client at their company shared a shortlist with them. */
export const shortlistSharedTemplate = defineEmailTemplate<ShortlistSharedData>({
  id: 'shortlist-shared',
  subject: (d) => `${d.ownerName} shared the shortlist "${d.shortlistName}" with you`,
  text: (d) =>
    `Hello${d.colleagueFirstName ? ` ${d.colleagueFirstName}` : ''},\n\n` +
    `${d.ownerName} shared the shortlist "${d.shortlistName}" with you on TalentLeaders. ` +
    `You can see its executives and comment on each of them.\n\n${d.shortlistUrl}`,
  html: (d) =>
    html`<p>Hello${d.colleagueFirstName ? ` ${d.colleagueFirstName}` : ''},</p>
<p>${d.ownerName} shared the shortlist "${d.shortlistName}" with you on TalentLeaders. You can see its executives and comment on each of them.</p>
${actionLink('Open the shortlist', d.shortlistUrl)}`,
});
