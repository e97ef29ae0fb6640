import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { weeklyEmailPreferenceSchema } from '../../contracts/insights.contract.ts';
import { setWeeklyInsightsEmail, weeklyInsightsEmailOf } from './set-weekly-insights-email.handler.ts';

/** GET and PUT /api/profile/insights/email: the signed-in executive's weekly e-mail choice (the Insights page's switch). */
export const setWeeklyInsightsEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/insights/email',
    { config: { access: ['executive'], accessDeniedMessage: 'Only executives have insights.' }, schema: { tags: ['insights'], summary: 'Whether the weekly insights e-mail is on', response: { 200: weeklyEmailPreferenceSchema } } },
    async (request) => ({ weekly: await weeklyInsightsEmailOf(request.em, requireUser(request).id) }),
  );
  app.put(
    '/profile/insights/email',
    {
      config: { access: ['executive'], accessDeniedMessage: 'Only executives have insights.' },
      schema: {
        tags: ['insights'],
        summary: 'Turns the weekly insights e-mail on or off, recorded with the words the page shows (decision 038)',
        body: weeklyEmailPreferenceSchema,
        response: { 200: weeklyEmailPreferenceSchema },
      },
    },
    async (request) => {
      const executiveId = requireUser(request).id;
      await setWeeklyInsightsEmail(request.em, executiveId, request.body.weekly, 'profile-insights-page');
      return { weekly: request.body.weekly };
    },
  );
};
