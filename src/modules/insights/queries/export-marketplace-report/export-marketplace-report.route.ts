import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../../../platform/errors.ts';
import { sendCsv } from '../../../../platform/http/csv.ts';
import { adminExportRecorder } from '../../../identity/index.ts';
import { insightsAudit } from '../../audit.ts';
import { marketplaceQuerySchema, marketplaceReportParamsSchema } from '../../contracts/insights.contract.ts';
import { marketplaceReportsOf } from '../get-marketplace/get-marketplace.query.ts';

/**
 * GET /api/admin/marketplace/:report/export?period=: one Marketplace table as CSV (super admins,
 * with a fresh second factor like every export: decision 045); the download is audited.
 */
export const exportMarketplaceReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/marketplace/:report/export',
    {
      config: { access: ['super-admin'], stepUp: true, accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: {
        tags: ['admin'],
        summary: 'One Marketplace table as CSV (the period applies; the download is itself audited)',
        params: marketplaceReportParamsSchema,
        querystring: marketplaceQuerySchema,
      },
    },
    async (request, reply) => {
      const found = marketplaceReportsOf(app.insightsDeclarations).find(({ report }) => report.id === request.params.report);
      if (!found) throw new NotFoundError('There is no such Marketplace table.', 'marketplace_report_not_found');
      const { report } = found;
      const rows = await report.read(request.em, { period: request.query.period, now: new Date() });
      return sendCsv(reply, {
        name: `marketplace-${report.id}-${request.query.period}-days`,
        header: report.columns.map((column) => column.label),
        batches: (async function* () {
          yield rows.map((row) => report.columns.map((column) => row[column.key] ?? null));
        })(),
        onEnd: adminExportRecorder(request, `marketplace-${report.id}`, { audit: insightsAudit, kind: 'export.marketplace' }, { period: String(request.query.period) }),
      });
    },
  );
};
