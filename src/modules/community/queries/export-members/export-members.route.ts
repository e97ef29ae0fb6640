import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportMembers } from './export-members.query.ts';

/** GET /api/admin/community/members/export: the members as a CSV download (super admins). */
export const exportMembersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/community/members/export',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['community'],
        summary: 'Community members as CSV (the search applies)',
        querystring: z.object({ search: z.string().trim().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const csv = await exportMembers(request.em, request.query.search);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="community-members-${day}.csv"`)
        .send(csv);
    },
  );
};
