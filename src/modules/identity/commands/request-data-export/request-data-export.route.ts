import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportDownloadQuerySchema, dataExportMessages, dataExportRequestedSchema } from '../../contracts/data-export.contract.ts';
import { downloadDataExport } from '../../queries/download-data-export/download-data-export.query.ts';
import { requestDataExport } from './request-data-export.handler.ts';

/**
 * POST /api/account/data-export: anyone signed in asks for a copy of their data (202; 429 with
 * Retry-After within a day of the last). GET /api/account/data-export/download?token=: the e-mailed
 * single-use link, public (the token is the credential): the zip, or 404 / 410 (decision 040).
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/data-export',
    { config: { access: 'user' }, schema: { tags: ['identity'], summary: 'Ask for a copy of my data', response: { 202: dataExportRequestedSchema } } },
    async (request, reply) => {
      await requestDataExport(request.em, request.currentUser!.id, app.deps.config.auth.dataExportsPerDay);
      return reply.status(202).send({ message: dataExportMessages.requested });
    },
  );

  app.get(
    '/account/data-export/download',
    { config: { access: 'public' }, schema: { tags: ['identity'], summary: 'Download a copy of my data (single-use link)', querystring: dataExportDownloadQuerySchema } },
    async (request, reply) => {
      const { archive, readyAt } = await downloadDataExport(request.em, request.query.token);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="talentleaders-data-${readyAt.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
