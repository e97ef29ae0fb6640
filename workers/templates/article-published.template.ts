import { html } from '../../src/platform/mail/email-template.ts';
import { contentEmailMessages } from '../../src/modules/content/contracts/content-messages.contract.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type ArticlePublishedData = { title: string; authorName: string; articleUrl: string };

/** To the author: the article passed review and is live on the content hub. */
export const articlePublishedTemplate = defineEmailTemplate<ArticlePublishedData>({
  id: 'article-published',
  subject: (d) => contentEmailMessages.publishedSubject(d.title),
  text: (d) =>
    `Hello ${d.authorName},\n\n` +
    `Thank you for writing for TalentLeaders. Your article "${d.title}" has been reviewed and is now published on the content hub:\n\n` +
    `${d.articleUrl}\n\nShare it with your network: readers can leave comments under it.`,
  html: (d) =>
    html`<p>Hello ${d.authorName},</p>
<p>Thank you for writing for TalentLeaders. Your article <strong>${d.title}</strong> has been reviewed and is now published on the content hub.</p>
${actionLink('Read your article', d.articleUrl)}
<p>Share it with your network: readers can leave comments under it.</p>`,
});
