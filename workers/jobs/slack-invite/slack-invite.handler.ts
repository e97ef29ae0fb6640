import { UnrecoverableError } from 'bullmq';
import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { RetryLaterError } from '../../../src/platform/queues/retry-later.ts';
import { deliverOnce } from '../../../src/platform/deliveries/deliver-once.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { describeMailError } from '../../../src/platform/mail/mail-errors.ts';
import { describeSlackError, isPermanentSlackError, slackPlatformError, slackRetryAfterSeconds } from '../../../src/platform/slack/slack-errors.ts';
import {
  loadSlackInviteTarget,
  markSlackInviteFailed,
  markSlackInviteSent,
  PREFERENCES_PAGE,
  signMemberLinkToken,
  type SlackInviteTarget,
} from '../../../src/modules/community/index.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { slackInviteTemplate } from '../../templates/slack-invite.template.ts';
import { slackInviteJob } from './slack-invite.job.ts';

/** Slack's answers that mean "this person is already on their way in": the invite counts as sent. */
const ALREADY_INVITED = new Set(['already_invited', 'already_in_team', 'already_in_team_invited_user']);

/**
 * Sends one member's Slack invite for one request. Idempotent twice over: nothing is sent unless
 * this event is still the member's current request and they are not yet active in Slack, and the
 * delivery row (event, channel, address) stops a retry or replay from sending again. A 429 delays
 * the job for Retry-After without using an attempt; slack_invited_at is stamped only once the
 * invite went out; a permanent failure, or the last attempt's, records the reason on the member.
 */
export const slackInviteHandler = defineJobHandler(slackInviteJob, async (payload, context: WorkerJobContext) => {
  const target = await loadSlackInviteTarget(context.em, payload.memberId, context.eventId);
  if (!target) {
    context.logger.info({ memberId: payload.memberId }, 'member gone, active in Slack, or invite superseded: nothing sent');
    return;
  }
  try {
    if (context.config.slack.inviteMode === 'admin-api') await inviteThroughAdminApi(target, context);
    else await inviteByEmail(target, context);
  } catch (error) {
    const retryAfter = slackRetryAfterSeconds(error);
    if (retryAfter !== undefined) throw new RetryLaterError(Math.max(1, retryAfter) * 1000, describeSlackError(error));
    if (error instanceof UnrecoverableError || context.finalAttempt) {
      const reason = error instanceof UnrecoverableError ? error.message : describeFailure(error, context);
      await markSlackInviteFailed(context.em, target.memberId, context.eventId, reason);
    }
    throw error;
  }
  await markSlackInviteSent(context.em, target.memberId, context.eventId);
});

async function inviteByEmail(target: SlackInviteTarget, context: WorkerJobContext): Promise<void> {
  const inviteUrl = context.config.slack.inviteUrl;
  if (!inviteUrl) throw new UnrecoverableError('SLACK_INVITE_URL is not set: no invite link to send');
  const links = communityEmailLinks(target.memberId, context);
  await sendEmailOnce(context, {
    to: target.email,
    template: slackInviteTemplate,
    headers: links.headers,
    data: { firstName: target.firstName, inviteUrl, preferencesUrl: links.preferencesUrl },
  });
}

/**
 * What every community e-mail carries (decision 038): the RFC 8058 headers, so mail clients show an
 * Unsubscribe button that POSTs to the signed URL, and the preferences page's link for the body.
 * The next community e-mail builds its links here too.
 */
export function communityEmailLinks(memberId: string, context: WorkerJobContext): { preferencesUrl: string; headers: Record<string, string> } {
  const base = context.config.http.publicUrl;
  const token = encodeURIComponent(signMemberLinkToken(context.config.secrets.jwt, memberId));
  return {
    preferencesUrl: `${base}${PREFERENCES_PAGE}?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${base}/api/community/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

async function inviteThroughAdminApi(target: SlackInviteTarget, context: WorkerJobContext): Promise<void> {
  const { adminToken, teamId, inviteChannelIds } = context.config.slack;
  if (!adminToken || !teamId || inviteChannelIds.length === 0) {
    throw new UnrecoverableError('SLACK_INVITE_MODE=admin-api needs SLACK_ADMIN_TOKEN, SLACK_TEAM_ID and SLACK_INVITE_CHANNEL_IDS');
  }
  await deliverOnce(
    context.em,
    { eventId: context.eventId, channel: 'slack', recipient: target.email.toLowerCase(), jobId: context.jobId },
    { finalAttempt: context.finalAttempt, isPermanent: isPermanentSlackError, describe: describeSlackError },
    async () => {
      try {
        await context.slack.admin.users.invite({
          token: adminToken,
          team_id: teamId,
          channel_ids: inviteChannelIds as [string, ...string[]],
          email: target.email,
          real_name: `${target.firstName} ${target.lastName}`.trim(),
          resend: true,
        });
        return { mode: 'admin-api' };
      } catch (error) {
        const code = slackPlatformError(error);
        if (code && ALREADY_INVITED.has(code)) return { mode: 'admin-api', slack: code };
        throw error;
      }
    },
  );
}

function describeFailure(error: unknown, context: WorkerJobContext): string {
  return context.config.slack.inviteMode === 'admin-api' ? describeSlackError(error) : describeMailError(error);
}
