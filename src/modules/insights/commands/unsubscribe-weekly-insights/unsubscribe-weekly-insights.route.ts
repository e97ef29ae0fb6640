import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptOneClickUnsubscribeBodies } from '../../../../platform/http/one-click-unsubscribe.ts';
import { weeklyUnsubscribeQuerySchema, weeklyUnsubscribeResponseSchema } from '../../contracts/insights.contract.ts';
import { WeeklyEmailTokenInvalidError } from '../../domain/insights.errors.ts';
import { verifyWeeklyEmailToken } from '../../domain/weekly-email-token.ts';
import { findAccountContact } from '../../../identity/index.ts';
import { setWeeklyInsightsEmail } from '../set-weekly-insights-email/set-weekly-insights-email.handler.ts';

/** Where a browser that opens the unsubscribe link lands: the Insights page's weekly e-mail switch. */
export const WEEKLY_EMAIL_PAGE = '/profile/insights#weekly-email';

/**
 * The weekly insights e-mail's List-Unsubscribe URL (RFC 8058), as the digests' and the
 * community's (decisions 020, 038).
 *
 * POST: the mail client's one-click unsubscribe, without a session or our CSRF header (the signed
 * token is the proof, hence `signedRequest`); its 'List-Unsubscribe=One-Click' form body is
 * accepted and ignored. It turns the weekly e-mail off, recorded as 'one-click-unsubscribe', and
 * answers 200 for a second click too. GET never unsubscribes (scanners fetch links): it sends the
 * browser to the Insights page, where the executive turns it off with the switch.
 */
export const unsubscribeWeeklyInsightsRoute: FastifyPluginAsyncZod = async (app) => {
  acceptOneClickUnsubscribeBodies(app);

  app.post(
    '/insights/unsubscribe',
    {
      config: { access: 'public', signedRequest: true },
      schema: {
        tags: ['insights'],
        summary: 'One-click unsubscribe (RFC 8058) from the weekly insights e-mail: the signed token is the proof',
        querystring: weeklyUnsubscribeQuerySchema,
        response: { 200: weeklyUnsubscribeResponseSchema },
      },
    },
    async (request) => {
      const executiveId = verifyWeeklyEmailToken(app.deps.config.secrets.jwt, request.query.token);
      if (!executiveId) throw new WeeklyEmailTokenInvalidError();
      // An account erased since the e-mail was sent gets nothing more anyway: nothing is written for it.
      if (await findAccountContact(request.em, executiveId)) await setWeeklyInsightsEmail(request.em, executiveId, false, 'one-click-unsubscribe');
      return { unsubscribed: true };
    },
  );

  app.get(
    '/insights/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['insights'],
        summary: 'The unsubscribe link opened in a browser: 303 to the Insights page (never unsubscribes by itself)',
        querystring: weeklyUnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      if (!verifyWeeklyEmailToken(app.deps.config.secrets.jwt, request.query.token)) throw new WeeklyEmailTokenInvalidError();
      return reply.redirect(WEEKLY_EMAIL_PAGE, 303);
    },
  );
};
