import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';

type Directives = Record<string, string[]>;

/** Production behind https (PUBLIC_URL): the only case where HSTS and request upgrades are safe. */
export function servesHttps(config: Pick<AppConfig, 'isProduction' | 'http'>): boolean {
  return config.isProduction && config.http.publicUrl.startsWith('https://');
}

/**
 * One policy for every page, the product's and the operators' (Swagger UI, bull-board): everything
 * from our own origin, no inline or foreign scripts. Inline styles are allowed because Radix
 * (react-remove-scroll) injects <style> elements whose content depends on the scrollbar width, so
 * no hash can match them; see docs/decisions/004-content-security-policy.md.
 */
export function buildCspDirectives(config: Pick<AppConfig, 'isProduction' | 'http'>): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(config.http.cspImageHost ? [config.http.cspImageHost] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only where TLS is certain: on plain http (docker compose on localhost) it would break every asset.
    ...(servesHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Helmet on every response: pages, API answers, errors and the SPA fallback alike. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(config) },
    strictTransportSecurity: servesHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
