import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { buildExportArchive } from '../../../src/platform/personal-data/export-archive.ts';
import { DATA_EXPORT_LINK_HOURS } from '../../../src/modules/identity/contracts/data-export.contract.ts';
import { createDataExportLink, forgetExpiredDataExports, loadDataExportRequest, storeDataExportArchive } from '../../../src/modules/identity/index.ts';
import { personalData } from '../../../src/personal-data.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { dataExportReadyTemplate } from '../../templates/data-export-ready.template.ts';
import { dataExportJob } from './data-export.job.ts';

/**
 * Idempotent and retried: the archive is assembled once (a retry finds it kept), the link's token
 * is made when the e-mail is rendered and the e-mail goes once. Expired copies of anyone are
 * dropped on the way, so no archive outlives its link by more than a day's requests.
 */
export const dataExportHandler = defineJobHandler(dataExportJob, async ({ exportId, userId }, context: WorkerJobContext) => {
  const dropped = await forgetExpiredDataExports(context.em);
  const copy = await loadDataExportRequest(context.em, exportId);
  if (!copy || copy.userId !== userId) return;
  if (!copy.ready) {
    const { archive } = await buildExportArchive(context.em, personalData, { userId, email: copy.email }, context.config.uploadsDir);
    await storeDataExportArchive(context.em, exportId, archive);
    context.logger.info({ exportId, bytes: archive.byteLength, expiredDropped: dropped }, 'data export assembled');
  }
  await sendEmailOnce(context, {
    to: copy.email,
    template: dataExportReadyTemplate,
    data: async () => ({ firstName: copy.firstName, url: await createDataExportLink(context.em, userId, context.config.http.publicUrl), hours: DATA_EXPORT_LINK_HOURS }),
  });
});
