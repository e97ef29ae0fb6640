import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findAccountContact } from '../../../src/modules/identity/index.ts';
import {
  alertPeriodKey,
  collectAlertDigests,
  digestEventId,
  recordAlertRun,
  signUnsubscribeToken,
  type ClientDigest,
} from '../../../src/modules/saved-searches/index.ts';
import { browseQueryOf } from '../../../src/modules/saved-searches/contracts/saved-search-summary.contract.ts';
import type { SavedSearchFrequency } from '../../../src/modules/saved-searches/contracts/saved-searches.contract.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { savedSearchDigestTemplate, type SavedSearchDigestData } from '../../templates/saved-search-digest.template.ts';
import { dailySearchAlertsJob, weeklySearchAlertsJob } from './saved-search-alerts.job.ts';

function digestData(digest: ClientDigest, frequency: SavedSearchFrequency, firstName: string | null, base: string, unsubscribeUrl: string): SavedSearchDigestData {
  return {
    firstName,
    frequency,
    manageUrl: `${base}/saved-searches`,
    unsubscribeUrl,
    sections: digest.sections.map((section) => {
      const query = browseQueryOf(section.filters);
      return {
        name: section.name,
        total: section.total,
        browseUrl: `${base}/browse${query ? `?${query}` : ''}`,
        // A client sees full cards; a preview (never expected here) still shows what it can.
        executives: section.executives.map((card) => ({
          name: card.access === 'full' ? card.name : card.initials,
          title: card.title,
          location: card.displayLocation,
          url: `${base}/executives/${card.id}`,
        })),
      };
    }),
  };
}

/**
 * One run of one frequency's alerts: for each client, one digest e-mail listing what is new for
 * each of their saved searches, nothing when nothing is. The period key (daily:YYYY-MM-DD,
 * weekly:YYYY-Www) makes it idempotent twice over: the delivery is keyed by client and period (a
 * retried or replayed run never mails twice), and the searches are stamped with it (skipped next time).
 */
function runAlerts(frequency: SavedSearchFrequency) {
  return async (_payload: unknown, context: WorkerJobContext): Promise<void> => {
    const until = new Date();
    const periodKey = alertPeriodKey(frequency, until);
    const base = context.config.http.publicUrl;
    const digests = await collectAlertDigests(context.em, { frequency, periodKey, until });
    let sent = 0;
    for (const digest of digests) {
      if (digest.sections.length > 0) {
        const account = await findAccountContact(context.em, digest.userId);
        if (account) {
          const token = signUnsubscribeToken(context.config.secrets.jwt, { userId: digest.userId, frequency });
          const unsubscribeUrl = `${base}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
          await sendEmailOnce(context, {
            to: account.email,
            template: savedSearchDigestTemplate,
            eventId: digestEventId(digest.userId, periodKey),
            // RFC 8058: mail clients show an Unsubscribe button that POSTs to the URL.
            headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            data: digestData(digest, frequency, account.firstName, base, unsubscribeUrl),
          });
          sent += 1;
        }
      }
      await recordAlertRun(context.em, digest.savedSearchIds, { periodKey, until });
    }
    context.logger.info({ frequency, periodKey, clients: digests.length, sent }, 'saved-search alerts done');
  };
}

export const dailySearchAlertsHandler = defineJobHandler(dailySearchAlertsJob, runAlerts('daily'));
export const weeklySearchAlertsHandler = defineJobHandler(weeklySearchAlertsJob, runAlerts('weekly'));
