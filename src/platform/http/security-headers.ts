import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { buildCspDirectives, FRAME_OPTIONS, REFERRER_POLICY, type CspDirectives } from './content-security-policy.ts';

/** Production behind https (PUBLIC_URL): the only case where HSTS and request upgrades are safe. */
export function servesHttps(config: Pick<AppConfig, 'isProduction' | 'http'>): boolean {
  return config.isProduction && config.http.publicUrl.startsWith('https://');
}

/** The policy for this configuration; its rules live in content-security-policy.ts, shared with the dev server. */
export function cspDirectivesFor(config: Pick<AppConfig, 'isProduction' | 'http'>): CspDirectives {
  return buildCspDirectives({ imageHost: config.http.cspImageHost, upgradeInsecureRequests: servesHttps(config) });
}

function helmetOptionsFor(config: Pick<AppConfig, 'isProduction' | 'http'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectivesFor(config) },
    strictTransportSecurity: servesHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: FRAME_OPTIONS },
  };
}

/** What helmet does to a response: the headers it sets (name, value) and the ones it removes. */
type SecurityHeaders = { set: [name: string, value: string][]; removed: string[] };

/**
 * Runs helmet once against a recording response. Every header helmet writes depends only on the
 * configuration (no directive is a function of the request), so the same list goes on every
 * response; @fastify/helmet rebuilt helmet, parsing the whole policy, on every request (8% of a
 * cached directory search's CPU).
 */
function securityHeadersFor(options: HelmetOptions): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string) => headers.set.push([name, value]),
    removeHeader: (name: string) => headers.removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers on every response: pages, API answers, errors and the SPA fallback alike. A
 * callback hook, not async: it does no I/O, and Fastify runs a callback hook without a promise.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { set, removed } = securityHeadersFor(helmetOptionsFor(app.deps.config));
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of set) response.setHeader(name, value);
    for (const name of removed) response.removeHeader(name);
    done();
  });
}
