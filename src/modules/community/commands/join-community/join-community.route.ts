import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinCommunitySchema } from '../../contracts/community-form.contract.ts';
import { joinMessages } from '../../contracts/community-messages.contract.ts';
import { joinedSchema } from '../../contracts/community.contract.ts';
import { joinCommunityRateLimit } from '../../domain/community-rate-limits.ts';
import { joinCommunity } from './join-community.handler.ts';

/**
 * POST /api/community/join: public and rate-limited per IP. 201 with the welcome for a new member, a
 * known address and a bot alike (a filled honeypot is welcomed and dropped), so the answer tells
 * nobody who is a member.
 */
export const joinCommunityRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/community/join',
    {
      config: { access: 'public', rateLimit: joinCommunityRateLimit(app.deps.config) },
      schema: {
        tags: ['community'],
        summary: 'Join the community (a Slack invite follows by e-mail); the same answer for a known address',
        body: joinCommunitySchema,
        response: { 201: joinedSchema },
      },
    },
    async (request, reply) => {
      if (request.body.website) {
        request.log.info('community join with a filled honeypot: dropped');
      } else {
        await joinCommunity(request.em, request.body);
      }
      return reply.status(201).send({ message: joinMessages.welcome });
    },
  );
};
