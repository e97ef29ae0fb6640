import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import { AppError, ForbiddenError, UnauthenticatedError } from '../errors.ts';
import { sendProblem } from '../http/problem.ts';
import { hasRole, isAccessDeclaration, type Access, type CurrentUser } from './access.ts';
import { ACCESS_COOKIE, platformAuthMessages, STEP_UP_REQUIRED_CODE } from './auth-constants.ts';
import { isCsrfSafe } from './csrf.ts';
import { recordSecurityEvent } from './security-events.ts';

/** What the access cookie's JWT carries: the user and the session (refresh family) it belongs to. */
export type AccessClaims = { sub: string; sid: string; exp: number };

/** Loads the user of a verified access token, or null when the session was revoked or the user is gone. */
export type ResolveUser = (request: FastifyRequest, claims: AccessClaims) => Promise<CurrentUser | null>;

/**
 * Paths under /api served by third-party plugins that cannot carry `config.access` (the OpenAPI
 * UI's static files). They are public by nature; anything sensitive must live elsewhere.
 */
export const ACCESS_EXEMPT_PREFIXES = ['/api/docs'] as const;

export type ApiRoute = { method: string; url: string; access: Access; stepUp: boolean };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyInstance {
    /** Every declared /api route, in registration order (the access matrix test reads it). */
    apiRoutes: ApiRoute[];
  }
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Pages outside /api that decide access themselves (authorizeOperator) but need the signed-in user. */
const OPERATOR_PREFIXES = ['/admin/queues', '/metrics'] as const;

function isOperatorPath(url: string): boolean {
  return OPERATOR_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

function isExempt(url: string): boolean {
  return ACCESS_EXEMPT_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/** How long a confirmed factor covers sensitive actions (decision 045). */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

/**
 * A session that passed a second factor (every staff session, and a client's or executive's who
 * has one) must have confirmed it again within the window. A session without one has nothing to
 * step up with: the account has no factor (staff never get this far without one).
 */
export function needsStepUp(user: Pick<CurrentUser, 'passedSecondFactor' | 'steppedUpAt'>, now = Date.now()): boolean {
  if (!user.passedSecondFactor) return false;
  return user.steppedUpAt === null || now - user.steppedUpAt.getTime() > STEP_UP_WINDOW_MS;
}

/**
 * Sessions, CSRF, access declarations and rate limiting for the whole API. Call on the root app
 * before any route is registered: the onRoute check only sees routes added after it.
 */
export async function registerAuth(app: FastifyInstance, resolveUser: ResolveUser): Promise<void> {
  const { config, redis } = app.deps;

  await app.register(fastifyJwt, {
    secret: config.secrets.jwt,
    cookie: { cookieName: ACCESS_COOKIE, signed: false },
    sign: { expiresIn: config.auth.accessTtlSeconds },
  });

  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redis.prefix}:rate-limit:`,
    // Redis away must not lock everybody out of signing in; the limits come back with Redis.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('rate_limited', platformAuthMessages.tooManyRequests, 429),
  });

  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.decorateRequest('currentUser', null);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || isExempt(route.url)) return;
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!isAccessDeclaration(access)) {
      throw new Error(
        `${methods.join(',')} ${route.url} has no access declaration: add config: { access: 'public' | 'user' | [roles] }`,
      );
    }
    for (const method of methods) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access, stepUp: route.config?.stepUp === true });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const isApi = isApiPath(path);
    if (!isApi && !isOperatorPath(path)) return;

    const signedRequest = request.routeOptions.config?.signedRequest === true;
    if (isApi && !signedRequest && !isCsrfSafe(request, config.auth.trustedOrigins)) {
      return sendProblem(request, reply, 403, 'csrf_refused', platformAuthMessages.csrfRefused);
    }

    let sessionExpired = false;
    const token = request.cookies[ACCESS_COOKIE];
    if (token) {
      try {
        const claims = app.jwt.verify<AccessClaims>(token);
        request.currentUser = await resolveUser(request, claims);
        sessionExpired = request.currentUser === null;
      } catch {
        sessionExpired = true;
      }
    }

    if (!isApi) return;
    const access = request.routeOptions.config?.access;
    // Unknown routes (404) and exempt prefixes carry no declaration.
    if (access === undefined) return;
    const user = request.currentUser;
    // Before the role check and for public routes too: until they have a second factor, super
    // admins and consultants use nothing but the enrolment screen (decision 043). Not recorded in
    // security_events: the web app's own calls would fill it, and the session holder is known.
    if (user?.needsSecondFactor && request.routeOptions.config.beforeSecondFactor !== true) {
      throw new ForbiddenError(platformAuthMessages.secondFactorRequired, 'second_factor_required');
    }
    if (access === 'public') return;
    if (!user) {
      throw new UnauthenticatedError(
        platformAuthMessages.authenticationRequired,
        sessionExpired ? 'session_expired' : 'unauthenticated',
      );
    }
    if (!(access === 'user' || access.some((role) => hasRole(user, role)))) {
      await recordSecurityEvent(request, `requires ${access.join(' or ')}`);
      throw new ForbiddenError(request.routeOptions.config.accessDeniedMessage ?? platformAuthMessages.accessDenied);
    }
    if (request.routeOptions.config.stepUp === true && needsStepUp(user)) {
      throw new ForbiddenError(platformAuthMessages.stepUpRequired, STEP_UP_REQUIRED_CODE);
    }
  });
}
