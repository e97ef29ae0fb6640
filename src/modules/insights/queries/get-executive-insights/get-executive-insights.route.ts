import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { executiveInsightsSchema, insightsMessages } from '../../contracts/insights.contract.ts';
import { getExecutiveInsights } from './get-executive-insights.query.ts';

/** GET /api/profile/insights: the signed-in executive's own reach (the id comes from the session). */
export const getExecutiveInsightsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/insights',
    {
      config: { access: ['executive'], accessDeniedMessage: 'Only executives have insights.' },
      schema: {
        tags: ['insights'],
        summary: `${insightsMessages.pageTitle}: 12 weeks of appearances, opens and shortlist adds, this week against last, top search terms, suggestions`,
        response: { 200: executiveInsightsSchema },
      },
    },
    async (request) => getExecutiveInsights(request.em, app.insightsDeclarations, requireUser(request).id),
  );
};
