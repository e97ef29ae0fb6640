import fastifyHelmet from '@fastify/helmet';
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

/** Helmet on every response: pages, API answers, errors and the SPA fallback alike. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectivesFor(config) },
    strictTransportSecurity: servesHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: FRAME_OPTIONS },
  });
}
