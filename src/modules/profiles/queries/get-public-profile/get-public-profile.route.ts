import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { executiveIdParamsSchema, publicExecutiveProfileSchema } from '../../contracts/profile-dto.contract.ts';
import { getPublicProfile } from './get-public-profile.query.ts';

/** GET /api/executives/:id: anyone; what the answer holds depends on who asks. */
export const getPublicProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/executives/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profiles'],
        summary: 'Public executive profile (approved only; full last name and bio for clients and the executive)',
        params: executiveIdParamsSchema,
        response: { 200: publicExecutiveProfileSchema },
      },
    },
    async (request) => {
      const profile = await getPublicProfile(request.em, request.params.id, request.currentUser);
      // A visitor's preview or a client's full profile, for the executive's insights (decision 050).
      app.insights.view(request, request.currentUser?.userType === 'client' ? 'profile_open' : 'preview_open', request.params.id);
      return profile;
    },
  );
};
