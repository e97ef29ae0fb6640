/**
 * The one source of the Content Security Policy and the other security headers we choose, used by
 * the API (through helmet, security-headers.ts) and by Vite's dev server
 * (web/vite.config.ts), so a page that breaks the policy breaks it in `make dev` too.
 * Plain data and no imports: the dev server's config loads this file outside the API.
 */

export type CspDirectives = Record<string, string[]>;

export type CspOptions = {
  /** One extra https origin for images (CSP_IMG_HOST). */
  imageHost?: string | undefined;
  /** Only where TLS is certain: on plain http (docker compose on localhost) it would break every asset. */
  upgradeInsecureRequests: boolean;
};

/**
 * One policy for every page, the product's and the operators' (Swagger UI, bull-board): everything
 * from our own origin, no inline or foreign scripts. Inline styles are allowed because Radix
 * (react-remove-scroll) injects <style> elements whose content depends on the scrollbar width, so
 * no hash can match them; see docs/decisions/004-content-security-policy.md.
 */
export function buildCspDirectives(options: CspOptions): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(options.imageHost ? [options.imageHost] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export type DevServerCspOptions = CspOptions & {
  /** A fresh random value per dev-server process; Vite puts it on the scripts it writes into the HTML. */
  scriptNonce: string;
  /** Where the page may open Vite's hot-reload websocket: the dev server's own origins, as ws://. */
  hmrOrigins: string[];
};

/**
 * The production policy plus exactly what Vite's hot reload needs (decision 004, amended
 * 2026-11-25): the React Fast Refresh preamble is an inline module script, allowed by its nonce
 * (not 'unsafe-inline'), and the HMR websocket's origin in connect-src. Styles get no nonce: a
 * nonce in style-src would switch off the 'unsafe-inline' the production policy relies on.
 */
export function buildDevServerCspDirectives(options: DevServerCspOptions): CspDirectives {
  const directives = buildCspDirectives(options);
  return {
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), `'nonce-${options.scriptNonce}'`],
    'connect-src': [...(directives['connect-src'] ?? []), ...options.hmrOrigins],
  };
}

/** The header value, in the form helmet writes it. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** The headers we choose over helmet's defaults, sent by the API (through helmet) and the dev server alike. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'deny';

/** What the dev server sends on every answer: the policy and the headers above, as helmet writes them. */
export function devServerSecurityHeaders(options: DevServerCspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(buildDevServerCspDirectives(options)),
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': FRAME_OPTIONS.toUpperCase(),
    'X-Content-Type-Options': 'nosniff',
  };
}
