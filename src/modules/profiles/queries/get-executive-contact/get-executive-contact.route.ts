import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { recordSecurityEvent } from '../../../../platform/auth/security-events.ts';
import { ForbiddenError } from '../../../../platform/errors.ts';
import { executiveContactSchema, executiveIdParamsSchema } from '../../contracts/profile-dto.contract.ts';
import { publicProfileMessages } from '../../contracts/profile-messages.contract.ts';
import { viewerRights } from '../get-public-profile/get-public-profile.query.ts';
import { getExecutiveContact } from './get-executive-contact.query.ts';

/**
 * GET /api/executives/:id/contact: a super admin, a client, or the executive themself. Another
 * executive passes the role check but not the self check: refused and logged like any other 403.
 */
export const getExecutiveContactRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/executives/:id/contact',
    {
      config: { access: ['client', 'super-admin', 'executive'], accessDeniedMessage: publicProfileMessages.contactForbidden },
      schema: {
        tags: ['profiles'],
        summary: "An executive's e-mail, phone, LinkedIn and CV (clients, super admins, the executive themself)",
        params: executiveIdParamsSchema,
        response: { 200: executiveContactSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rights = viewerRights(user, request.params.id);
      if (!rights.canViewContact) {
        await recordSecurityEvent(request, "another executive's contact details");
        throw new ForbiddenError(publicProfileMessages.contactForbidden);
      }
      const contact = await getExecutiveContact(request.em, request.params.id, {
        includeUnapproved: rights.isOwn || user.isSuperAdmin,
      });
      app.insights.view(request, 'contact_shown', request.params.id);
      return contact;
    },
  );
};
