import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePreferencesSchema, memberLinkQuerySchema, membershipSchema } from '../../contracts/community.contract.ts';
import { findMemberOfRequest } from '../../domain/find-member-of-request.ts';
import { showMembership } from '../../queries/show-membership/show-membership.query.ts';
import { changePreferences } from './change-preferences.handler.ts';

/**
 * PUT /api/community/membership/preferences[?token=]: the preferences page's Save. Public like the
 * page (the token or the session says whose), with the usual CSRF header: only the RFC 8058
 * one-click POST is exempt. Answers the membership as it now is.
 */
export const changePreferencesRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/community/membership/preferences',
    {
      config: { access: 'public' },
      schema: {
        tags: ['community'],
        summary: "Change a member's preferences; each change is recorded with the page's wording and the time",
        querystring: memberLinkQuerySchema,
        body: changePreferencesSchema,
        response: { 200: membershipSchema },
      },
    },
    async (request) => {
      const memberId = await findMemberOfRequest(request.em, app.deps.config.secrets.jwt, { token: request.query.token, user: request.currentUser });
      await changePreferences(request.em, memberId, request.body.preferences, 'preferences-page');
      return showMembership(request.em.fork(), memberId);
    },
  );
};
