import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplaceQuerySchema, marketplaceSchema } from '../../contracts/insights.contract.ts';
import { getMarketplace } from './get-marketplace.query.ts';

/** GET /api/admin/marketplace?period=30|90: the super admins' Marketplace tab (demand, sign-ups, vetting). */
export const getMarketplaceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/marketplace',
    {
      config: { access: ['super-admin'], accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: {
        tags: ['admin'],
        summary: 'The Marketplace tab: searches per day, searches that found too little, sign-ups per week, vetting times and waits',
        querystring: marketplaceQuerySchema,
        response: { 200: marketplaceSchema },
      },
    },
    async (request) => getMarketplace(request.em, app.insightsDeclarations, request.query.period),
  );
};
