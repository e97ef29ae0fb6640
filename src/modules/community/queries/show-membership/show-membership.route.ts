import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberLinkQuerySchema, membershipSchema } from '../../contracts/community.contract.ts';
import { findMemberOfRequest } from '../../domain/find-member-of-request.ts';
import { showMembership } from './show-membership.query.ts';

/**
 * GET /api/community/membership[?token=]: the preferences page's data. Public: the e-mail link's
 * signed token is the proof (members who joined from the form have no account); without one, the
 * signed-in account's own membership. 400 bad link, 401 neither, 404 not (or no longer) a member.
 */
export const showMembershipRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/community/membership',
    {
      config: { access: 'public' },
      schema: {
        tags: ['community'],
        summary: "A member's preferences with their consent records: by the e-mail link's token, or the signed-in account's",
        querystring: memberLinkQuerySchema,
        response: { 200: membershipSchema },
      },
    },
    async (request) => {
      const em = request.em;
      const memberId = await findMemberOfRequest(em, app.deps.config.secrets.jwt, { token: request.query.token, user: request.currentUser });
      return showMembership(em, memberId);
    },
  );
};
