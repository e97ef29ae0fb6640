import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leftCommunitySchema, memberLinkQuerySchema } from '../../contracts/community.contract.ts';
import { preferencesMessages } from '../../contracts/community-messages.contract.ts';
import { findMemberOfRequest } from '../../domain/find-member-of-request.ts';
import { leaveCommunity } from './leave-community.handler.ts';

/**
 * DELETE /api/community/membership[?token=]: leave the community (the membership is erased). Public
 * like the page, CSRF header required; the answer repeats that a Slack account is Slack's to remove.
 */
export const leaveCommunityRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/community/membership',
    {
      config: { access: 'public' },
      schema: {
        tags: ['community'],
        summary: 'Leave the community: the membership and its consent records are erased (a Slack account is Slack\'s to remove)',
        querystring: memberLinkQuerySchema,
        response: { 200: leftCommunitySchema },
      },
    },
    async (request) => {
      const memberId = await findMemberOfRequest(request.em, app.deps.config.secrets.jwt, { token: request.query.token, user: request.currentUser });
      await leaveCommunity(request.em, memberId);
      request.log.info({ memberId }, 'community member left');
      return { message: `${preferencesMessages.leftDescription} ${preferencesMessages.slackNotice}` };
    },
  );
};
