import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { saveProfileResponseSchema } from '../../contracts/profile-dto.contract.ts';
import { profileFormSchema } from '../../contracts/profile-form.contract.ts';
import { profileMessages } from '../../contracts/profile-messages.contract.ts';
import { saveOwnProfile } from './save-own-profile.handler.ts';

/** PUT /api/profile: the signed-in executive saves their own profile (the only profile they can write). */
export const saveOwnProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile',
    {
      config: { access: ['executive'], accessDeniedMessage: profileMessages.editAccessDenied },
      schema: {
        tags: ['profiles'],
        summary: 'Save your own executive profile (and submit it for approval the first time)',
        body: profileFormSchema,
        response: { 200: saveProfileResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await saveOwnProfile(request.em, user.id, request.body);
      return {
        id: user.id,
        ...result,
        message: result.submitted ? profileMessages.submitted : profileMessages.updated,
      };
    },
  );
};
