import { html } from '../../src/platform/mail/email-template.ts';
import { contentEmailMessages } from '../../src/modules/content/contracts/content-messages.contract.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ArticleSubmittedData = { title: string; authorName: string; categoryName: string | null; reviewUrl: string };

/** To every super admin: an article waits for review (title, author, category; spec part 2 call 21). */
export const articleSubmittedTemplate = defineEmailTemplate<ArticleSubmittedData>({
  id: 'article-submitted',
  subject: (d) => contentEmailMessages.submittedSubject(d.title),
  text: (d) =>
    `A new article was submitted to the content hub and is waiting for review.\n\n` +
    `Title: ${d.title}\nAuthor: ${d.authorName}\nCategory: ${d.categoryName ?? 'None'}\n\n` +
    `Approve or reject it in the Content Management tab of the admin dashboard:\n\n${d.reviewUrl}`,
  html: (d) =>
    html`<p>A new article was submitted to the content hub and is waiting for review.</p>
<p><strong>Title:</strong> ${d.title}<br><strong>Author:</strong> ${d.authorName}<br><strong>Category:</strong> ${d.categoryName ?? 'None'}</p>
${actionLink('Review in Content Management', d.reviewUrl)}`,
});
