import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { signInSchema } from '../../contracts/sign-in.contract.ts';
import { sessionSchema } from '../../contracts/session.contract.ts';
import { secondFactorChallengeSchema, secondFactorSignInSchema } from '../../contracts/second-factor.contract.ts';
import { createAccountLockout } from '../../domain/account-lockout.ts';
import { originOf } from '../../domain/second-factor-events.ts';
import { knownDeviceUserIds, rememberKnownDevice } from '../../http/known-device-cookie.ts';
import { setSessionCookies, toSessionResponse } from '../../http/session-cookies.ts';
import { loadSessionUser } from '../../queries/get-session/load-session-user.query.ts';
import { passkeyAssertionSchema, passkeyOptionsSchema, secondFactorPasskeyOptionsRequestSchema } from '../../contracts/passkeys.contract.ts';
import { relyingPartyOf } from '../../domain/passkeys.ts';
import { beginPasskeySignIn, completePasskeySignIn, completeSecondFactorSignIn, secondFactorPasskeyOptions, signIn } from './sign-in.handler.ts';

/**
 * POST /api/auth/sign-in: sets the access and refresh cookies and answers with the session; for an
 * account with a second factor, 202 with a pending token instead (no cookies), and
 * POST /api/auth/sign-in/second-factor with that token and a code finishes it (decision 043).
 * Once signed in, the browser becomes a known device of the account. 429 `account_locked` with
 * Retry-After while the address is locked out (decision 041), beside the per-IP limit's 429.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);
  const rp = relyingPartyOf(app.deps.config);
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Sign in (202 with a pending token when the account has a second factor)',
        body: signInSchema,
        response: { 200: sessionSchema, 202: secondFactorChallengeSchema },
      },
    },
    async (request, reply) => {
      const result = await signIn(request.em, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        refreshTtlSeconds: app.deps.config.auth.refreshTtlSeconds,
        lockout,
        knownDeviceUserIds: knownDeviceUserIds(request),
      });
      if (result.kind === 'second_factor') {
        reply.header('cache-control', 'no-store');
        return reply
          .code(202)
          .send({ secondFactorRequired: true, pendingToken: result.pendingToken, expiresAt: result.expiresAt.toISOString(), methods: result.methods });
      }
      const accessExpiresAt = await setSessionCookies(request, reply, result.userId, result.session);
      rememberKnownDevice(request, reply, result.userId);
      const user = await loadSessionUser(request.em, result.userId, result.session.sessionId, accessExpiresAt);
      return reply.code(200).send(toSessionResponse(user));
    },
  );

  app.post(
    '/auth/sign-in/second-factor',
    {
      config: { access: 'public', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Finish signing in with a code from the authenticator app, a recovery code or a passkey',
        body: secondFactorSignInSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { userId, session } = await completeSecondFactorSignIn(request.em, app.deps.config.secrets.totpEncryptionKey, rp, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        refreshTtlSeconds: app.deps.config.auth.refreshTtlSeconds,
        lockout,
        knownDeviceUserIds: knownDeviceUserIds(request),
        event: originOf(request),
      });
      const accessExpiresAt = await setSessionCookies(request, reply, userId, session);
      rememberKnownDevice(request, reply, userId);
      const user = await loadSessionUser(request.em, userId, session.sessionId, accessExpiresAt);
      return toSessionResponse(user);
    },
  );

  app.post(
    '/auth/sign-in/second-factor/passkey-options',
    {
      config: { access: 'public', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: "Options for the second step's passkey (the pending account's passkeys)",
        body: secondFactorPasskeyOptionsRequestSchema,
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return secondFactorPasskeyOptions(request.em, rp, request.body.pendingToken);
    },
  );

  // Signing in with a passkey alone (decision 044): no address typed, the passkey names the account.
  app.post(
    '/auth/passkey/options',
    {
      config: { access: 'public', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: { tags: ['identity'], summary: 'Options for signing in with a passkey alone', response: { 200: passkeyOptionsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return beginPasskeySignIn(request.em, rp);
    },
  );

  app.post(
    '/auth/passkey',
    {
      config: { access: 'public', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Sign in with a passkey alone (its answer to the options)',
        body: passkeyAssertionSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { userId, session } = await completePasskeySignIn(request.em, rp, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        refreshTtlSeconds: app.deps.config.auth.refreshTtlSeconds,
      });
      const accessExpiresAt = await setSessionCookies(request, reply, userId, session);
      rememberKnownDevice(request, reply, userId);
      const user = await loadSessionUser(request.em, userId, session.sessionId, accessExpiresAt);
      return toSessionResponse(user);
    },
  );
};
