import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import {
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegisteredSchema,
  passkeyRegistrationSchema,
  passkeyRemovedSchema,
  passkeyRenameSchema,
  passkeySchema,
} from '../../contracts/passkeys.contract.ts';
import { relyingPartyOf } from '../../domain/passkeys.ts';
import { originOf } from '../../domain/second-factor-events.ts';
import { beginPasskeyRegistration, finishPasskeyRegistration, getPasskeys, removeOwnPasskey, renameOwnPasskey } from './manage-passkeys.handler.ts';

/**
 * The signed-in person's passkeys (decision 044): list, add (options, then the browser's answer),
 * rename, remove. Adding one is open to a staff session without a second factor yet: a super
 * admin or consultant may enrol with a passkey instead of an authenticator app.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = relyingPartyOf(app.deps.config);

  app.get(
    '/account/passkeys',
    {
      config: { access: 'user', beforeSecondFactor: true },
      schema: { tags: ['identity'], summary: 'My passkeys: names and dates, never keys', response: { 200: passkeyListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPasskeys(request.em, requireUser(request));
    },
  );

  app.post(
    '/account/passkeys/registration/options',
    {
      config: { access: 'user', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Options for adding a passkey (a discoverable credential, user verification required)',
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return beginPasskeyRegistration(request.em, rp, requireUser(request));
    },
  );

  app.post(
    '/account/passkeys/registration',
    {
      config: { access: 'user', beforeSecondFactor: true, rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: "Add a passkey (the browser's answer to the options); the first second factor answers ten recovery codes, once",
        body: passkeyRegistrationSchema,
        response: { 201: passkeyRegisteredSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const registered = await finishPasskeyRegistration(request.em, rp, requireUser(request), request.body, originOf(request));
      return reply.code(201).send(registered);
    },
  );

  app.patch(
    '/account/passkeys/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['identity'], summary: 'Rename one of my passkeys', params: passkeyIdParamsSchema, body: passkeyRenameSchema, response: { 200: passkeySchema } },
    },
    async (request) => renameOwnPasskey(request.em, requireUser(request), request.params.id, request.body.name),
  );

  app.delete(
    '/account/passkeys/:id',
    {
      // Removing a factor asks for a fresh one (decision 045).
      config: { access: 'user', stepUp: true },
      schema: {
        tags: ['identity'],
        summary: 'Remove one of my passkeys (the last second factor takes the recovery codes with it)',
        params: passkeyIdParamsSchema,
        response: { 200: passkeyRemovedSchema },
      },
    },
    async (request) => removeOwnPasskey(request.em, requireUser(request), request.params.id, originOf(request)),
  );
};
