import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminExecutivePreviewSchema, executiveIdParamsSchema } from '../../contracts/profile-dto.contract.ts';
import { adminMessages } from '../../contracts/profile-messages.contract.ts';
import { getExecutivePreview } from './get-executive-preview.query.ts';

/** GET /api/admin/executives/:id: super admins only. */
export const getExecutivePreviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/executives/:id',
    {
      config: { access: ['super-admin'], accessDeniedMessage: adminMessages.accessDeniedPanel },
      schema: {
        tags: ['admin'],
        summary: 'Full preview of one executive profile (any status, contact details included)',
        params: executiveIdParamsSchema,
        response: { 200: adminExecutivePreviewSchema },
      },
    },
    async (request) => getExecutivePreview(request.em, request.params.id),
  );
};
