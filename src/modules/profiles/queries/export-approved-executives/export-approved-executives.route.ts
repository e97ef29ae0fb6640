import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../../platform/http/csv.ts';
import { adminExportRecorder } from '../../../identity/index.ts';
import { profilesAudit } from '../../audit.ts';
import { adminMessages } from '../../contracts/profile-messages.contract.ts';
import { APPROVED_EXECUTIVES_EXPORT_HEADER, exportApprovedExecutives } from './export-approved-executives.query.ts';

/** GET /api/admin/executives/approved/export: approved executives as a streamed CSV (super admins), recorded. */
export const exportApprovedExecutivesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/executives/approved/export',
    {
      config: { access: ['super-admin'], stepUp: true, accessDeniedMessage: adminMessages.accessDeniedPanel },
      schema: { tags: ['admin'], summary: 'Approved executives as CSV (streamed; recorded in security_events and the audit trail)' },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'approved-executives',
        header: APPROVED_EXECUTIVES_EXPORT_HEADER,
        batches: await exportApprovedExecutives(request.em),
        onEnd: adminExportRecorder(request, 'approved-executives', { audit: profilesAudit, kind: 'export.approved-executives' }),
      }),
  );
};
