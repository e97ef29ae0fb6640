import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMembersQuerySchema, memberListSchema } from '../../contracts/community.contract.ts';
import { listMembers } from './list-members.query.ts';

/** GET /api/admin/community/members: one page of members with the stat cards (super admins). */
export const listMembersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/community/members',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['community'],
        summary: 'Community members, newest first, searchable by name, e-mail or company; the stat cards',
        querystring: listMembersQuerySchema,
        response: { 200: memberListSchema },
      },
    },
    async (request, reply) => {
      // Slack states change as the worker runs: never serve them from a cache.
      void reply.header('cache-control', 'no-store');
      return listMembers(request.em, request.query);
    },
  );
};
