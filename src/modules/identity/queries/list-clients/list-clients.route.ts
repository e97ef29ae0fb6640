import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminClientListSchema } from '../../contracts/admin-clients.contract.ts';
import { listClients } from './list-clients.query.ts';

/** GET /api/admin/clients: the admin Client Management tab, super admins only. */
export const listClientsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/clients',
    {
      config: { access: ['super-admin'], accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: {
        tags: ['admin'],
        summary: 'Every client with e-mail and sign-up metadata (name, company, job title, planned hires, use of AI)',
        response: { 200: adminClientListSchema },
      },
    },
    async (request) => listClients(request.em),
  );
};
