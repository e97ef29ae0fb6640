import { UnrecoverableError } from 'bullmq';
import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { erasePersonData } from '../../../src/platform/personal-data/person-data.ts';
import { PRIVACY_CONTACT_EMAIL } from '../../../src/modules/identity/contracts/account-deletion.contract.ts';
import { personalData } from '../../../src/personal-data.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { accountDeletedTemplate } from '../../templates/account-deleted.template.ts';
import { accountErasureJob } from './account-erasure.job.ts';

type Account = { email: string; first_name: string | null };

/**
 * Idempotent and retried: an account already erased is done; the confirmation goes once (its
 * delivery row is kept until the erasure's own transaction deletes it with the rest), then every
 * module's erase runs in one transaction, the user row last. An address that refuses the e-mail
 * for good does not keep the data: the erasure goes ahead without it.
 */
export const accountErasureHandler = defineJobHandler(accountErasureJob, async ({ userId, requestedBy }, context: WorkerJobContext) => {
  const [account] = await context.em.execute<Account[]>(
    `SELECT u.email::text AS email, u.signup_metadata->>'first_name' AS first_name
       FROM users u WHERE u.id = ? AND u.deletion_requested_at IS NOT NULL`,
    [userId],
  );
  if (!account) return;
  try {
    await sendEmailOnce(context, {
      to: account.email,
      template: accountDeletedTemplate,
      data: { firstName: account.first_name, byAdmin: requestedBy === 'super-admin', privacyEmail: PRIVACY_CONTACT_EMAIL },
    });
  } catch (error) {
    if (!(error instanceof UnrecoverableError) && !context.finalAttempt) throw error;
    context.logger.warn({ err: error, userId }, 'account erasure: the confirmation could not be sent; erasing all the same');
  }
  await erasePersonData(context.em, personalData, { userId, email: account.email });
  context.logger.info({ userId }, 'account erased');
});
