import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminExecutiveListSchema } from '../../contracts/profile-dto.contract.ts';
import { adminMessages } from '../../contracts/profile-messages.contract.ts';
import { listExecutivesForReview } from './list-executives-for-review.query.ts';

/** GET /api/admin/executives/pending and /approved: super admins only. */
export const listExecutivesForReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: ['super-admin'] as const, accessDeniedMessage: adminMessages.accessDeniedPanel };
  app.get(
    '/admin/executives/pending',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Profiles awaiting approval (complete, not yet decided), oldest submission first',
        response: { 200: adminExecutiveListSchema },
      },
    },
    async (request) => listExecutivesForReview(request.em, 'pending'),
  );
  app.get(
    '/admin/executives/approved',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Approved profiles, most recently approved first',
        response: { 200: adminExecutiveListSchema },
      },
    },
    async (request) => listExecutivesForReview(request.em, 'approved'),
  );
};
