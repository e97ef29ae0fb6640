import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { availabilityConfirmedSchema, availabilityTokenBodySchema } from '../../contracts/profile-dto.contract.ts';
import { availabilityMessages, profileMessages } from '../../contracts/profile-messages.contract.ts';
import { confirmAvailability, confirmAvailabilityByToken } from './confirm-availability.handler.ts';

const answer = (at: Date) => ({ availabilityConfirmedAt: at.toISOString(), message: availabilityMessages.confirmedDetail });

/**
 * POST /api/profile/availability: the 'Confirm availability' button of /profile (the signed-in
 * executive, their own profile). POST /api/availability/confirm: the reminder's link, opened at
 * /availability/confirm, which posts the token on load; GET never confirms (mail scanners fetch
 * links), so the link points at the web page, not here (decision 023).
 */
export const confirmAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profile/availability',
    {
      config: { access: ['executive'], accessDeniedMessage: profileMessages.editAccessDenied },
      schema: {
        tags: ['profiles'],
        summary: 'Confirm your availability is current (approved profiles; ranks you with the fresh profiles again)',
        response: { 200: availabilityConfirmedSchema },
      },
    },
    async (request) => answer(await confirmAvailability(request.em, requireUser(request).id)),
  );

  app.post(
    '/availability/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profiles'],
        summary: "Confirm availability from a monthly reminder's link: the signed token is the credential",
        body: availabilityTokenBodySchema,
        response: { 200: availabilityConfirmedSchema },
      },
    },
    async (request) => answer(await confirmAvailabilityByToken(request.em, app.deps.config.secrets.jwt, request.body.token)),
  );
};
