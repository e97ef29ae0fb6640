import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import type { EmailTemplate } from '../../../src/platform/mail/email-template.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findAccountContact } from '../../../src/modules/identity/index.ts';
import { profileApprovedTemplate } from '../../templates/profile-approved.template.ts';
import { profileRejectedTemplate } from '../../templates/profile-rejected.template.ts';
import { profileApprovalRevokedTemplate } from '../../templates/profile-approval-revoked.template.ts';
import { profileApprovalRevokedJob, profileApprovedJob, profileRejectedJob } from './profile-decision.job.ts';

type Decision = { executiveId: string; firstName: string; reason: string | null };
type DecisionData = { firstName: string | null; reason: string | null; profileUrl: string };

/**
 * Sent to the account's sign-in address, looked up when the job runs (the address the executive
 * proved they own), not the contact e-mail typed into the profile.
 */
function sendDecision(template: EmailTemplate<DecisionData>) {
  return async (payload: Decision, context: WorkerJobContext): Promise<void> => {
    const account = await findAccountContact(context.em, payload.executiveId);
    if (!account) {
      context.logger.info({ eventId: context.eventId }, 'account gone: no decision e-mail');
      return;
    }
    const data = { firstName: payload.firstName, reason: payload.reason, profileUrl: `${context.config.http.publicUrl}/profile` };
    await sendEmailOnce(context, { to: account.email, template, data });
  };
}

export const profileApprovedHandler = defineJobHandler(profileApprovedJob, sendDecision(profileApprovedTemplate));
export const profileRejectedHandler = defineJobHandler(profileRejectedJob, sendDecision(profileRejectedTemplate));
export const profileApprovalRevokedHandler = defineJobHandler(
  profileApprovalRevokedJob,
  sendDecision(profileApprovalRevokedTemplate),
);
