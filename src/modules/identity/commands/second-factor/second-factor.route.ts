import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import {
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorEnrolmentSchema,
  secondFactorMessages,
  secondFactorStatusSchema,
} from '../../contracts/second-factor.contract.ts';
import { messageResponseSchema } from '../../contracts/sign-in.contract.ts';
import { originOf } from '../../domain/second-factor-events.ts';
import { createAccountLockout, guardSecret } from '../../domain/account-lockout.ts';
import { knownDeviceUserIds } from '../../http/known-device-cookie.ts';
import {
  beginEnrolment,
  finishEnrolment,
  getSecondFactorStatus,
  replaceRecoveryCodes,
  turnOffSecondFactor,
} from './second-factor.handler.ts';

/**
 * The signed-in person's second factor (decision 043): its state, enrolment (a secret shown as a QR
 * code and as text, confirmed by a first code, answered with ten recovery codes) and turning it off
 * with a code. The first three are open to a staff session that has no second factor yet.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = app.deps.config.secrets.totpEncryptionKey;
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);

  app.get(
    '/account/second-factor',
    {
      config: { access: 'user', beforeSecondFactor: true },
      schema: { tags: ['identity'], summary: 'My second factor: on or off, recovery codes left', response: { 200: secondFactorStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSecondFactorStatus(request.em, requireUser(request));
    },
  );

  app.post(
    '/account/second-factor/enrolment',
    {
      config: { access: 'user', beforeSecondFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'Start setting up an authenticator app (a new secret, as a QR code and as text)',
        response: { 200: secondFactorEnrolmentSchema },
      },
    },
    async (request, reply) => {
      // The secret is in the answer: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return beginEnrolment(request.em, key, requireUser(request));
    },
  );

  app.post(
    '/account/second-factor/enrolment/confirm',
    {
      config: { access: 'user', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Confirm the authenticator app with its first code; answers the ten recovery codes, once',
        body: secondFactorCodeSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return finishEnrolment(request.em, key, requireUser(request), request.body.code, originOf(request));
    },
  );

  app.post(
    '/account/second-factor/disable',
    {
      config: { access: 'user', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Turn the second factor off (asks for a current code or a recovery code)',
        body: secondFactorCodeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = guardSecret(lockout, user.email, knownDeviceUserIds(request).includes(user.id));
      await turnOffSecondFactor(request.em, key, user, request.body.code, originOf(request), guard);
      return { message: secondFactorMessages.disabled };
    },
  );

  app.post(
    '/account/second-factor/recovery-codes',
    {
      config: { access: 'user', stepUp: true },
      schema: {
        tags: ['identity'],
        summary: 'Replace my recovery codes (the old ones stop working); answers the ten new ones, once',
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return replaceRecoveryCodes(request.em, requireUser(request), originOf(request));
    },
  );
};
