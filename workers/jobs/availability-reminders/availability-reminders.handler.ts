import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { derivedEventId } from '../../../src/platform/events/derived-event-id.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findAccountContact } from '../../../src/modules/identity/index.ts';
import { listAvailabilityReminders, monthOf, signAvailabilityToken } from '../../../src/modules/profiles/index.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { availabilityReminderTemplate } from '../../templates/availability-reminder.template.ts';
import { availabilityRemindersJob } from './availability-reminders.job.ts';

const longDate = (at: Date) => `on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/**
 * One reminder per approved executive not confirmed for 30 days, with a one-click confirmation
 * link. The delivery is keyed by executive and month, so a retried, replayed or repeated run in
 * the same month never mails anyone twice; who confirmed since is no longer listed at all.
 */
async function sendReminders(_payload: unknown, context: WorkerJobContext): Promise<void> {
  const now = new Date();
  const month = monthOf(now);
  const base = context.config.http.publicUrl;
  const reminders = await listAvailabilityReminders(context.em, now);
  let sent = 0;
  for (const reminder of reminders) {
    const account = await findAccountContact(context.em, reminder.executiveId);
    if (!account) continue;
    const token = signAvailabilityToken(context.config.secrets.jwt, reminder.executiveId, now);
    const outcome = await sendEmailOnce(context, {
      to: account.email,
      template: availabilityReminderTemplate,
      eventId: derivedEventId(`availability-reminder:${reminder.executiveId}:${month}`),
      data: {
        firstName: reminder.firstName,
        lastConfirmed: longDate(reminder.confirmedAt),
        confirmUrl: `${base}/availability/confirm?token=${encodeURIComponent(token)}`,
        profileUrl: `${base}/profile`,
      },
    });
    if (outcome.status === 'sent') sent += 1;
  }
  context.logger.info({ month, due: reminders.length, sent }, 'availability reminders done');
}

export const availabilityRemindersHandler = defineJobHandler(availabilityRemindersJob, sendReminders);
