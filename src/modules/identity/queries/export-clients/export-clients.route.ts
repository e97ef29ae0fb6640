import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../../platform/http/csv.ts';
import { adminExportRecorder } from '../../commands/record-admin-export/record-admin-export.handler.ts';
import { identityAudit } from '../../audit.ts';
import { CLIENT_EXPORT_HEADER, exportClients } from './export-clients.query.ts';

/** GET /api/admin/clients/export: every client as a streamed CSV download (super admins), recorded. */
export const exportClientsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/clients/export',
    {
      config: { access: ['super-admin'], stepUp: true, accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: { tags: ['admin'], summary: 'Every client with sign-up metadata as CSV (streamed; recorded in security_events and the audit trail)' },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'clients',
        header: CLIENT_EXPORT_HEADER,
        batches: exportClients(request.em),
        onEnd: adminExportRecorder(request, 'clients', { audit: identityAudit, kind: 'export.clients' }),
      }),
  );
};
