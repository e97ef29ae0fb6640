import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptOneClickUnsubscribeBodies } from '../../../../platform/http/one-click-unsubscribe.ts';
import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '../../contracts/saved-searches.contract.ts';
import { UnsubscribeTokenInvalidError } from '../../domain/saved-searches.errors.ts';
import { verifyUnsubscribeToken } from '../../domain/unsubscribe-token.ts';
import { unsubscribeSavedSearches } from './unsubscribe-saved-searches.handler.ts';

/** The web page that confirms an unsubscribe (and offers the button for a GET). */
export const UNSUBSCRIBE_PAGE = '/saved-searches/unsubscribe';

/**
 * The List-Unsubscribe URL of every digest (RFC 8058).
 *
 * POST: the mail client's one-click unsubscribe, without a session or our CSRF header (the signed
 * token is the proof, hence `signedRequest`); its body is 'List-Unsubscribe=One-Click' as a form,
 * which this plugin accepts and ignores. GET never unsubscribes (link scanners and previews fetch
 * links): it sends the browser to the web page that confirms with a button, which POSTs here.
 */
export const unsubscribeSavedSearchesRoute: FastifyPluginAsyncZod = async (app) => {
  acceptOneClickUnsubscribeBodies(app);

  app.post(
    '/saved-searches/unsubscribe',
    {
      config: { access: 'public', signedRequest: true },
      schema: {
        tags: ['saved-searches'],
        summary: "One-click unsubscribe (RFC 8058) from a digest's alerts: the signed token is the proof",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => unsubscribeSavedSearches(request.em, app.deps.config.secrets.jwt, request.query.token),
  );

  app.get(
    '/saved-searches/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['saved-searches'],
        summary: 'The unsubscribe link opened in a browser: 303 to the confirmation page (never unsubscribes by itself)',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      if (!verifyUnsubscribeToken(app.deps.config.secrets.jwt, request.query.token)) throw new UnsubscribeTokenInvalidError();
      return reply.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );
};
