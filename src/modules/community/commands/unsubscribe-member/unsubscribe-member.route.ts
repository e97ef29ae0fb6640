import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptOneClickUnsubscribeBodies } from '../../../../platform/http/one-click-unsubscribe.ts';
import { memberUnsubscribedSchema, unsubscribeMemberQuerySchema } from '../../contracts/community.contract.ts';
import { MemberLinkInvalidError } from '../../domain/community.errors.ts';
import { verifyMemberLinkToken } from '../../domain/member-link-token.ts';
import { unsubscribeMember } from './unsubscribe-member.handler.ts';

/** The web page a community e-mail's links open: the preferences, with leaving. */
export const PREFERENCES_PAGE = '/community/preferences';

/**
 * The List-Unsubscribe URL of every community e-mail (RFC 8058), like the saved searches' one.
 *
 * POST: the mail client's one-click unsubscribe, without a session or our CSRF header: the signed
 * token is the proof, hence `signedRequest` (the only community route exempt from CSRF). Its body
 * is 'List-Unsubscribe=One-Click' as a form, which this plugin accepts and ignores. GET never
 * unsubscribes (link scanners and previews fetch links): it sends the browser to the preferences
 * page, where the person chooses.
 */
export const unsubscribeMemberRoute: FastifyPluginAsyncZod = async (app) => {
  acceptOneClickUnsubscribeBodies(app);

  app.post(
    '/community/unsubscribe',
    {
      config: { access: 'public', signedRequest: true },
      schema: {
        tags: ['community'],
        summary: 'One-click unsubscribe (RFC 8058) from every community e-mail: the signed token is the proof',
        querystring: unsubscribeMemberQuerySchema,
        response: { 200: memberUnsubscribedSchema },
      },
    },
    async (request) => unsubscribeMember(request.em, app.deps.config.secrets.jwt, request.query.token),
  );

  app.get(
    '/community/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['community'],
        summary: 'The unsubscribe link opened in a browser: 303 to the preferences page (never unsubscribes by itself)',
        querystring: unsubscribeMemberQuerySchema,
      },
    },
    async (request, reply) => {
      if (!verifyMemberLinkToken(app.deps.config.secrets.jwt, request.query.token)) throw new MemberLinkInvalidError();
      return reply.redirect(`${PREFERENCES_PAGE}?token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );
};
