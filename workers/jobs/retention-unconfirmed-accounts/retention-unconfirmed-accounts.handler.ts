import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { deleteUnconfirmedAccounts } from '../../../src/modules/identity/index.ts';
import { personalData } from '../../../src/personal-data.ts';
import { retentionUnconfirmedAccountsJob } from './retention-unconfirmed-accounts.job.ts';

/** Through every module's erasure (the registry), never the user row alone. Idempotent: a rerun finds nobody left. */
export const retentionUnconfirmedAccountsHandler = defineJobHandler(retentionUnconfirmedAccountsJob, async (_payload, context) => {
  const deleted = await deleteUnconfirmedAccounts(context.em, personalData, context.config.retention.unconfirmedAccountDays);
  context.logger.info({ deleted }, 'unconfirmed accounts erased');
});
