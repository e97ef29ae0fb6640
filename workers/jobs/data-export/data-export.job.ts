import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { DataExportRequested } from '../../../src/modules/identity/index.ts';

/** Assembles a person's copy of their data and mails its single-use link (decision 040). */
export const dataExportJob = defineJob({
  id: 'account.data-export',
  version: 1,
  queue: 'email',
  payload: DataExportRequested.payload,
  triggeredBy: DataExportRequested.type,
});
