import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { deleteProfileResponseSchema } from '../../contracts/profile-dto.contract.ts';
import { profileMessages } from '../../contracts/profile-messages.contract.ts';
import { deleteOwnProfile } from './delete-own-profile.handler.ts';

/** DELETE /api/profile: the signed-in executive deletes their own profile (the account stays). */
export const deleteOwnProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/profile',
    {
      config: { access: ['executive'], accessDeniedMessage: profileMessages.editAccessDenied },
      schema: {
        tags: ['profiles'],
        summary: 'Delete your own executive profile and take it out of the directory',
        response: { 200: deleteProfileResponseSchema },
      },
    },
    async (request) => {
      await deleteOwnProfile(request.em, requireUser(request).id);
      return { message: profileMessages.deleted };
    },
  );
};
