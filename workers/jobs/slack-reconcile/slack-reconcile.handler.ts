import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { RetryLaterError } from '../../../src/platform/queues/retry-later.ts';
import { describeSlackError, slackRetryAfterSeconds } from '../../../src/platform/slack/slack-errors.ts';
import { listMembersNotInSlack, markSlackJoined } from '../../../src/modules/community/index.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { slackReconcileJob } from './slack-reconcile.job.ts';

/** users.list is a Tier 2 method (about 20 calls a minute): one page every 3 s stays well under it. */
export const RECONCILE_PAGE_INTERVAL_MS = 3_000;
const PAGE_SIZE = 200;

/**
 * Walks users.list page by page and marks every member whose address is in the workspace. A 429
 * delays the whole job for Retry-After (it starts over, which is harmless: marking is idempotent).
 * Without SLACK_BOT_TOKEN there is nothing to ask, and the job says so.
 */
export const slackReconcileHandler = defineJobHandler(slackReconcileJob, async (_payload, context: WorkerJobContext) => {
  const token = context.config.slack.botToken;
  if (!token) {
    context.logger.info('SLACK_BOT_TOKEN is not set: reconciliation skipped');
    return;
  }
  const waiting = await listMembersNotInSlack(context.em);
  if (waiting.size === 0) return;
  const pageInterval = context.config.isTest ? 0 : RECONCILE_PAGE_INTERVAL_MS;
  let cursor: string | undefined;
  let marked = 0;
  let pages = 0;
  try {
    do {
      if (pages > 0 && pageInterval > 0) await new Promise((resolve) => setTimeout(resolve, pageInterval));
      const page = await context.slack.users.list({ token, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
      pages += 1;
      for (const user of page.members ?? []) {
        const email = user.profile?.email?.toLowerCase();
        if (!email || !user.id || user.deleted || user.is_bot || !waiting.has(email)) continue;
        if (await markSlackJoined(context.em, { email, slackUserId: user.id })) marked += 1;
        waiting.delete(email);
      }
      cursor = page.response_metadata?.next_cursor || undefined;
    } while (cursor && waiting.size > 0);
  } catch (error) {
    const retryAfter = slackRetryAfterSeconds(error);
    if (retryAfter !== undefined) throw new RetryLaterError(Math.max(1, retryAfter) * 1000, describeSlackError(error));
    throw error;
  }
  context.logger.info({ pages, marked }, 'slack reconciliation done');
});
