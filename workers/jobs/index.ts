import type { WorkerJob } from '../job-services.ts';
import { mailCheckHandler } from './mail-check/mail-check.handler.ts';
import { confirmEmailHandler, resendConfirmEmailHandler } from './confirm-email/confirm-email.handler.ts';
import { accountExistsHandler } from './account-exists/account-exists.handler.ts';
import { passwordResetHandler } from './password-reset/password-reset.handler.ts';
import { newBrowserSignInHandler } from './new-browser-sign-in/new-browser-sign-in.handler.ts';
import { secondFactorChangedHandler } from './second-factor-changed/second-factor-changed.handler.ts';
import { profileSubmittedHandler } from './profile-submitted/profile-submitted.handler.ts';
import {
  profileApprovalRevokedHandler,
  profileApprovedHandler,
  profileRejectedHandler,
} from './profile-decision/profile-decision.handler.ts';
import { invitationEmailHandler, invitationResentEmailHandler } from './invitation-email/invitation-email.handler.ts';
import { invitationClaimedHandler } from './invitation-claimed/invitation-claimed.handler.ts';
import { enrolOnFirstSignInHandler, enrolOnInvitationClaimHandler } from './community-enrolment/community-enrolment.handler.ts';
import { slackInviteHandler } from './slack-invite/slack-invite.handler.ts';
import { slackReconcileHandler } from './slack-reconcile/slack-reconcile.handler.ts';
import { articleSubmittedHandler } from './article-submitted/article-submitted.handler.ts';
import { articlePublishedHandler } from './article-published/article-published.handler.ts';
import { shortlistSharedHandler } from './shortlist-shared/shortlist-shared.handler.ts';
import { dailySearchAlertsHandler, weeklySearchAlertsHandler } from './saved-search-alerts/saved-search-alerts.handler.ts';
import { insightsWeeklyHandler } from './insights-weekly/insights-weekly.handler.ts';
import { availabilityRemindersHandler } from './availability-reminders/availability-reminders.handler.ts';
import { availabilityStalenessHandler } from './availability-staleness/availability-staleness.handler.ts';
import { directoryIndexSnapshotHandler } from './directory-index-snapshot/directory-index-snapshot.handler.ts';
import { accountErasureHandler } from './account-erasure/account-erasure.handler.ts';
import { dataExportHandler } from './data-export/data-export.handler.ts';
import { retentionUnconfirmedAccountsHandler } from './retention-unconfirmed-accounts/retention-unconfirmed-accounts.handler.ts';
import { retentionExpiredInvitationsHandler } from './retention-expired-invitations/retention-expired-invitations.handler.ts';
import { retentionSecurityEventsHandler } from './retention-security-events/retention-security-events.handler.ts';
import { retentionErasureRemnantsHandler } from './retention-erasure-remnants/retention-erasure-remnants.handler.ts';
import { retentionWebauthnChallengesHandler } from './retention-webauthn-challenges/retention-webauthn-challenges.handler.ts';
import { retentionInsightsRawRowsHandler } from './retention-insights-raw-rows/retention-insights-raw-rows.handler.ts';

/**
 * Every job the worker runs, each a definition carrying its handler (made by defineJobHandler in
 * the job's .handler.ts), so a job cannot be listed without one. Adding a job: its .job.ts and
 * .handler.ts, then one entry here. Start-up refuses an id listed twice (buildJobRegistry).
 */
export const jobs: readonly WorkerJob[] = [
  mailCheckHandler,
  confirmEmailHandler,
  resendConfirmEmailHandler,
  accountExistsHandler,
  passwordResetHandler,
  newBrowserSignInHandler,
  secondFactorChangedHandler,
  profileSubmittedHandler,
  profileApprovedHandler,
  profileRejectedHandler,
  profileApprovalRevokedHandler,
  invitationEmailHandler,
  invitationResentEmailHandler,
  invitationClaimedHandler,
  // community
  enrolOnFirstSignInHandler,
  enrolOnInvitationClaimHandler,
  slackInviteHandler,
  slackReconcileHandler,
  // content
  articleSubmittedHandler,
  articlePublishedHandler,
  // saved searches
  dailySearchAlertsHandler,
  weeklySearchAlertsHandler,
  // shortlists
  shortlistSharedHandler,
  // profile freshness
  availabilityRemindersHandler,
  availabilityStalenessHandler,
  // insights
  insightsWeeklyHandler,
  // directory
  directoryIndexSnapshotHandler,
  // personal data
  accountErasureHandler,
  dataExportHandler,
  // retention (decision 037)
  retentionUnconfirmedAccountsHandler,
  retentionExpiredInvitationsHandler,
  retentionSecurityEventsHandler,
  retentionErasureRemnantsHandler,
  retentionWebauthnChallengesHandler,
  retentionInsightsRawRowsHandler,
];
