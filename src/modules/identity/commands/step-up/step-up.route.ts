import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { stepUpSchema, stepUpStatusSchema } from '../../contracts/step-up.contract.ts';
import { createAccountLockout, guardSecret } from '../../domain/account-lockout.ts';
import { originOf } from '../../domain/second-factor-events.ts';
import { knownDeviceUserIds } from '../../http/known-device-cookie.ts';
import { stepUp, stepUpStatus } from './step-up.handler.ts';

/**
 * GET /api/account/step-up says whether this session's sensitive actions will ask for a fresh
 * factor; POST confirms one (decision 045). Routes marked `stepUp` answer 403 `step_up_required`
 * until then.
 */
export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);

  app.get(
    '/account/step-up',
    {
      config: { access: 'user' },
      schema: { tags: ['identity'], summary: 'Whether sensitive actions will ask for a fresh second factor', response: { 200: stepUpStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stepUpStatus(requireUser(request));
    },
  );

  app.post(
    '/account/step-up',
    {
      config: { access: 'user', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Confirm a fresh code: sensitive actions go through for 5 minutes',
        body: stepUpSchema,
        response: { 200: stepUpStatusSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = guardSecret(lockout, user.email, knownDeviceUserIds(request).includes(user.id));
      return stepUp(request.em, app.deps.config.secrets.totpEncryptionKey, user, request.body.code, originOf(request), guard);
    },
  );
};
