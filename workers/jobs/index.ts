import type { JobDefinition, JobHandler } from '../../src/platform/queues/job-definition.ts';
import { mailCheckJob } from './mail-check/mail-check.job.ts';
import { mailCheckHandler } from './mail-check/mail-check.handler.ts';
import { confirmEmailJob, resendConfirmEmailJob } from './confirm-email/confirm-email.job.ts';
import { confirmEmailHandler, resendConfirmEmailHandler } from './confirm-email/confirm-email.handler.ts';
import { accountExistsJob } from './account-exists/account-exists.job.ts';
import { accountExistsHandler } from './account-exists/account-exists.handler.ts';
import { passwordResetJob } from './password-reset/password-reset.job.ts';
import { passwordResetHandler } from './password-reset/password-reset.handler.ts';
import { profileSubmittedJob } from './profile-submitted/profile-submitted.job.ts';
import { profileSubmittedHandler } from './profile-submitted/profile-submitted.handler.ts';
import { profileApprovalRevokedJob, profileApprovedJob, profileRejectedJob } from './profile-decision/profile-decision.job.ts';
import {
  profileApprovalRevokedHandler,
  profileApprovedHandler,
  profileRejectedHandler,
} from './profile-decision/profile-decision.handler.ts';
import { invitationEmailJob, invitationResentEmailJob } from './invitation-email/invitation-email.job.ts';
import { invitationEmailHandler, invitationResentEmailHandler } from './invitation-email/invitation-email.handler.ts';
import { invitationClaimedJob } from './invitation-claimed/invitation-claimed.job.ts';
import { invitationClaimedHandler } from './invitation-claimed/invitation-claimed.handler.ts';

/**
 * Every job the worker runs. Add a job's definition AND its handler here: start-up refuses a
 * definition without exactly one handler (see buildJobRegistry).
 */
export const jobDefinitions: JobDefinition[] = [
  mailCheckJob,
  confirmEmailJob,
  resendConfirmEmailJob,
  accountExistsJob,
  passwordResetJob,
  profileSubmittedJob,
  profileApprovedJob,
  profileRejectedJob,
  profileApprovalRevokedJob,
  invitationEmailJob,
  invitationResentEmailJob,
  invitationClaimedJob,
];

export const jobHandlers: JobHandler[] = [
  mailCheckHandler,
  confirmEmailHandler,
  resendConfirmEmailHandler,
  accountExistsHandler,
  passwordResetHandler,
  profileSubmittedHandler,
  profileApprovedHandler,
  profileRejectedHandler,
  profileApprovalRevokedHandler,
  invitationEmailHandler,
  invitationResentEmailHandler,
  invitationClaimedHandler,
];
