import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type DataExportReadyData = { firstName: string | null; url: string; hours: number };

/** The link to a person's copy of their data (decision 040). */
export const dataExportReadyTemplate = defineEmailTemplate<DataExportReadyData>({
  id: 'data-export-ready',
  subject: () => 'Your TalentLeaders data is ready to download',
  text: (data) =>
    `Hello${data.firstName ? ` ${data.firstName}` : ''},\n\n` +
    `The copy of your data you asked for is ready: everything TalentLeaders holds about you, as one readable document with your uploaded files, in a zip.\n\n` +
    `${data.url}\n\n` +
    `The link works once and expires in ${data.hours} hours; after that, ask for a new copy on your Account page. ` +
    `If you did not ask for this, change your password: someone signed in as you.`,
  html: (data) =>
    html`<p>Hello${data.firstName ? ` ${data.firstName}` : ''},</p>
<p>The copy of your data you asked for is ready: everything TalentLeaders holds about you, as one readable document with your uploaded files, in a zip.</p>
${actionLink('Download your data', data.url)}
<p>The link works once and expires in ${String(data.hours)} hours; after that, ask for a new copy on your Account page.
If you did not ask for this, change your password: someone signed in as you.</p>`,
});
