import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import {
  executiveIdParamsSchema,
  reviewDecisionBodySchema,
  reviewDecisionResponseSchema,
} from '../../contracts/profile-dto.contract.ts';
import { adminMessages } from '../../contracts/profile-messages.contract.ts';
import { reviewProfile, type ReviewDecision } from './review-profile.handler.ts';

const DECISIONS: { decision: ReviewDecision; summary: string; message: string }[] = [
  { decision: 'approve', summary: 'Approve a profile: it appears in the directory at once', message: adminMessages.approved },
  { decision: 'reject', summary: 'Reject a pending profile (optional reason, e-mailed)', message: adminMessages.rejected },
  { decision: 'revoke', summary: 'Revoke an approval: hidden from the directory at once', message: adminMessages.revoked },
];

/** POST /api/admin/executives/:id/approve | reject | revoke: super admins only. */
export const reviewProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { decision, summary, message } of DECISIONS) {
    app.post(
      `/admin/executives/:id/${decision}`,
      {
        config: { access: ['super-admin'], accessDeniedMessage: adminMessages.unauthorizedAction },
        schema: {
          tags: ['admin'],
          summary,
          params: executiveIdParamsSchema,
          body: reviewDecisionBodySchema,
          response: { 200: reviewDecisionResponseSchema },
        },
      },
      async (request) => {
        const reason = request.body.reason ?? null;
        const status = await reviewProfile(request.em, request.params.id, decision, reason, auditActorOf(request));
        return { id: request.params.id, status, message };
      },
    );
  }
};
