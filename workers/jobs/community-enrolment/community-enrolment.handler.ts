import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { findAccountContact } from '../../../src/modules/identity/index.ts';
import { enrolExecutive } from '../../../src/modules/community/index.ts';
import { enrolOnFirstSignInJob, enrolOnInvitationClaimJob } from './community-enrolment.job.ts';

/**
 * Makes the executive a member unless their address already is one (enrolExecutive is idempotent,
 * so a retry, a replay or both triggers firing enrol once). Runs in the worker, after the sign-in
 * answered: a failure here is retried and logged, never seen by the executive.
 */
async function enrol(userId: string, context: WorkerJobContext): Promise<void> {
  const account = await findAccountContact(context.em, userId);
  if (!account || account.userType !== 'executive') {
    context.logger.info({ userId }, 'no executive account: not enrolled');
    return;
  }
  const outcome = await enrolExecutive(context.em, { userId, email: account.email, firstName: account.firstName, lastName: account.lastName });
  context.logger.info({ userId, memberId: outcome.memberId, created: outcome.created }, 'executive community enrolment');
}

export const enrolOnFirstSignInHandler = defineJobHandler(enrolOnFirstSignInJob, (payload, context: WorkerJobContext) =>
  enrol(payload.userId, context),
);
export const enrolOnInvitationClaimHandler = defineJobHandler(enrolOnInvitationClaimJob, (payload, context: WorkerJobContext) =>
  enrol(payload.executiveId, context),
);
