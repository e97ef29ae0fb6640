import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { derivedEventId } from '../../../src/platform/events/derived-event-id.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { isoWeekKeyOf } from '../../../src/platform/iso-week.ts';
import { findAccountContact } from '../../../src/modules/identity/index.ts';
import {
  collectWeeklyInsights,
  insightsMessages as m,
  recordDefaultWeeklyEmail,
  signWeeklyEmailToken,
  type WeeklyInsights,
} from '../../../src/modules/insights/index.ts';
import { insightsDeclarations } from '../../../src/insights.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { insightsWeeklyTemplate, type InsightsWeeklyData } from '../../templates/insights-weekly.template.ts';
import { insightsWeeklyJob } from './insights-weekly.job.ts';

const dayMonth = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

function weeklyData(weekly: WeeklyInsights, firstName: string | null, base: string, unsubscribeUrl: string): InsightsWeeklyData {
  const { lastWeek, weekBefore, suggestion } = weekly;
  const action = suggestion?.action ?? null;
  return {
    firstName,
    period: `${dayMonth(lastWeek.start)} – ${dayMonth(lastWeek.end)}`,
    figures: [
      { label: m.appearances, count: lastWeek.appearances, before: weekBefore.appearances },
      { label: m.opens, count: lastWeek.opens, before: weekBefore.opens },
      { label: m.shortlistAdds, count: lastWeek.shortlistAdds, before: weekBefore.shortlistAdds },
      { label: m.contactShown, count: lastWeek.contactShown, before: weekBefore.contactShown },
    ],
    suggestion: suggestion
      ? { text: suggestion.text, label: action?.label ?? null, url: action ? (action.href.startsWith('/') ? `${base}${action.href}` : action.href) : null }
      : null,
    insightsUrl: `${base}/profile/insights`,
    unsubscribeUrl,
  };
}

/**
 * One e-mail per listed executive who has not turned it off: last week's figures and one
 * suggestion. The delivery is keyed by executive and the run's ISO week (UTC), so a retried,
 * replayed or repeated run in the same week, on any day of it, never mails anyone twice.
 */
async function sendWeeklyInsights(_payload: unknown, context: WorkerJobContext): Promise<void> {
  const now = new Date();
  const week = isoWeekKeyOf(now);
  const base = context.config.http.publicUrl;
  const recipients = await collectWeeklyInsights(context.em, insightsDeclarations, now);
  let sent = 0;
  for (const weekly of recipients) {
    const account = await findAccountContact(context.em, weekly.executiveId);
    if (!account) continue;
    await recordDefaultWeeklyEmail(context.em, weekly.executiveId);
    const token = signWeeklyEmailToken(context.config.secrets.jwt, weekly.executiveId);
    const unsubscribeUrl = `${base}/api/insights/unsubscribe?token=${encodeURIComponent(token)}`;
    const outcome = await sendEmailOnce(context, {
      to: account.email,
      template: insightsWeeklyTemplate,
      eventId: derivedEventId(`insights-weekly:${weekly.executiveId}:${week}`),
      // RFC 8058: mail clients show an Unsubscribe button that POSTs to the URL.
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      data: weeklyData(weekly, account.firstName, base, unsubscribeUrl),
    });
    if (outcome.status === 'sent') sent += 1;
  }
  context.logger.info({ week, recipients: recipients.length, sent }, 'weekly insights e-mail done');
}

export const insightsWeeklyHandler = defineJobHandler(insightsWeeklyJob, sendWeeklyInsights);
