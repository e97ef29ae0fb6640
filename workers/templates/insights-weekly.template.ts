import { html } from '../../src/platform/mail/email-template.ts';
import { actionLink, defineEmailTemplate } from './layout.ts';

export type WeeklyFigure = { label: string; count: number; before: number };

export type InsightsWeeklyData = {
  firstName: string | null;
  /** e.g. '23–29 November': the seven days reported. */
  period: string;
  figures: WeeklyFigure[];
  suggestion: { text: string; url: string | null; label: string | null } | null;
  insightsUrl: string;
  unsubscribeUrl: string;
};

/** '+12% on the week before', 'the same as the week before', 'none the week before'. */
export function changeInWords(count: number, before: number): string {
  if (count === before) return 'the same as the week before';
  if (before === 0) return 'none the week before';
  const percent = Math.round(((count - before) / before) * 100);
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% on the week before`;
}

const headline = (d: InsightsWeeklyData) => {
  const appearances = d.figures[0]?.count ?? 0;
  return `${appearances} search appearance${appearances === 1 ? '' : 's'} last week`;
};

/** To an approved executive, each Monday: last week's reach, and one way to be found more (issue 42 item 4, decision 050). */
export const insightsWeeklyTemplate = defineEmailTemplate<InsightsWeeklyData>({
  id: 'insights-weekly',
  subject: (d) => `Your TalentLeaders week: ${headline(d)}`,
  text: (d) =>
    `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\n` +
    `How clients and visitors found your profile, ${d.period}:\n\n` +
    d.figures.map((f) => `- ${f.label}: ${f.count} (${changeInWords(f.count, f.before)})`).join('\n') +
    (d.suggestion ? `\n\nHow to be found more: ${d.suggestion.text}${d.suggestion.url ? `\n${d.suggestion.url}` : ''}` : '') +
    `\n\nSee your insights: ${d.insightsUrl}\n\n` +
    `Counts never say who looked. Stop this weekly e-mail: ${d.unsubscribeUrl}`,
  html: (d) =>
    html`<p>Hello${d.firstName ? ` ${d.firstName}` : ''},</p>
<p>How clients and visitors found your profile, ${d.period}:</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
${d.figures.map(
  (f) => html`<tr><td style="padding:4px 16px 4px 0">${f.label}</td><td style="padding:4px 16px 4px 0;font-weight:bold;text-align:right">${String(f.count)}</td><td style="padding:4px 0;color:#52525b">${changeInWords(f.count, f.before)}</td></tr>`,
)}
</table>
${d.suggestion ? html`<h2 style="font-size:16px;margin:24px 0 8px">How to be found more</h2><p>${d.suggestion.text}${d.suggestion.url ? html` <a href="${d.suggestion.url}">${d.suggestion.label ?? 'Open'}</a>` : ''}</p>` : ''}
${actionLink('See your insights', d.insightsUrl)}
<p style="margin-top:24px;font-size:13px;color:#52525b">Counts never say who looked. <a href="${d.unsubscribeUrl}">Stop this weekly e-mail</a></p>`,
});
