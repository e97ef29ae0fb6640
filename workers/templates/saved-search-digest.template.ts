import { html } from '../../src/platform/mail/email-template.ts';
import { defineEmailTemplate } from './layout.ts';

export type DigestExecutive = { name: string; title: string; location: string; url: string };
export type DigestSectionData = { name: string; total: number; executives: DigestExecutive[]; browseUrl: string };

export type SavedSearchDigestData = {
  firstName: string | null;
  frequency: 'daily' | 'weekly';
  sections: DigestSectionData[];
  manageUrl: string;
  unsubscribeUrl: string;
};

const countOf = (sections: readonly DigestSectionData[]) => sections.reduce((sum, section) => sum + section.total, 0);
const leaders = (n: number) => `${n} new Talent Leader${n === 1 ? '' : 's'}`;

/** To a client: the executives newly approved who match their saved searches, grouped by search. */
export const savedSearchDigestTemplate = defineEmailTemplate<SavedSearchDigestData>({
  id: 'saved-search-digest',
  subject: (d) => `${leaders(countOf(d.sections))} match your saved searches`,
  text: (d) =>
    `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\n` +
    `These Talent Leaders were approved since your last ${d.frequency} alert and match your saved searches.\n\n` +
    d.sections
      .map(
        (section) =>
          `${section.name} (${leaders(section.total)})\n` +
          section.executives.map((e) => `- ${e.name}, ${e.title}, ${e.location}: ${e.url}`).join('\n') +
          (section.total > section.executives.length ? `\n- and ${section.total - section.executives.length} more: ${section.browseUrl}` : ''),
      )
      .join('\n\n') +
    `\n\nManage your saved searches: ${d.manageUrl}\n` +
    `Stop these ${d.frequency} alerts: ${d.unsubscribeUrl}`,
  html: (d) =>
    html`<p>Hello${d.firstName ? ` ${d.firstName}` : ''},</p>
<p>These Talent Leaders were approved since your last ${d.frequency} alert and match your saved searches.</p>
${d.sections.map(
  (section) => html`<h2 style="font-size:16px;margin:24px 0 8px">${section.name} <span style="font-weight:normal;color:#52525b">(${leaders(section.total)})</span></h2>
<ul style="padding-left:20px;margin:0">
${section.executives.map((e) => html`<li style="margin:0 0 8px"><a href="${e.url}">${e.name}</a><br><span style="color:#52525b">${e.title} · ${e.location}</span></li>`)}
</ul>
${section.total > section.executives.length ? html`<p style="margin:8px 0"><a href="${section.browseUrl}">See all ${section.total}</a></p>` : ''}`,
)}
<p style="margin-top:24px;font-size:13px;color:#52525b"><a href="${d.manageUrl}">Manage your saved searches</a> · <a href="${d.unsubscribeUrl}">Unsubscribe from these ${d.frequency} alerts</a></p>`,
});
