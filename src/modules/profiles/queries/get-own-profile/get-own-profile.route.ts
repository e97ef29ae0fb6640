import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { ownProfileResponseSchema } from '../../contracts/profile-dto.contract.ts';
import { profileMessages } from '../../contracts/profile-messages.contract.ts';
import { getOwnProfile } from './get-own-profile.query.ts';

/** GET /api/profile: executives only, and only their own profile (the id comes from the session). */
export const getOwnProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      config: { access: ['executive'], accessDeniedMessage: profileMessages.editAccessDenied },
      schema: {
        tags: ['profiles'],
        summary: 'Your own executive profile with its status (incomplete, pending, approved, rejected, revoked)',
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (request) => getOwnProfile(request.em, requireUser(request).id),
  );
};
