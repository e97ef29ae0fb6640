import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { stepUpSchema, stepUpStatusSchema } from '../../contracts/step-up.contract.ts';
import { createAccountLockout, guardSecret } from '../../domain/account-lockout.ts';
import { originOf } from '../../domain/second-factor-events.ts';
import { knownDeviceUserIds } from '../../http/known-device-cookie.ts';
import { relyingPartyOf } from '../../domain/passkeys.ts';
import { passkeyOptionsSchema } from '../../contracts/passkeys.contract.ts';
import { stepUp, stepUpPasskeyOptions, stepUpStatus } from './step-up.handler.ts';

/**
 * GET /api/account/step-up says whether this session's sensitive actions will ask for a fresh
 * factor; POST confirms one (decision 045). Routes marked `stepUp` answer 403 `step_up_required`
 * until then.
 */
export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);
  const rp = relyingPartyOf(app.deps.config);

  app.get(
    '/account/step-up',
    {
      config: { access: 'user' },
      schema: { tags: ['identity'], summary: 'Whether sensitive actions will ask for a fresh second factor', response: { 200: stepUpStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stepUpStatus(request.em, requireUser(request));
    },
  );

  app.post(
    '/account/step-up/passkey-options',
    {
      config: { access: 'user', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'A challenge for confirming with one of my passkeys (decision 045)',
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stepUpPasskeyOptions(request.em, rp, requireUser(request));
    },
  );

  app.post(
    '/account/step-up',
    {
      config: { access: 'user', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Confirm a fresh code or passkey: sensitive actions go through for 5 minutes',
        body: stepUpSchema,
        response: { 200: stepUpStatusSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = guardSecret(lockout, user.email, knownDeviceUserIds(request).includes(user.id));
      return stepUp(request.em, app.deps.config.secrets.totpEncryptionKey, rp, user, request.body, originOf(request), guard);
    },
  );
};
