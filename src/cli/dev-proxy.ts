import { Agent } from 'node:http';
import type { ProxyOptions } from 'vite';

/** What Vite's dev server in `make dev` hands to the API; everything else is the web app. */
export const PROXIED_PREFIXES = ['/api', '/admin/queues', '/dev/mail', '/metrics', '/uploads'] as const;

export type DevProxyOptions = {
  /** Where the API listens (dev.ts gives Vite API_ORIGIN). */
  apiOrigin: string;
};

/**
 * `server.proxy` of web/vite.config.ts (and of the test that checks it, dev-proxy.test.ts): the
 * API's paths go to the API over reused connections.
 */
export function devServerProxy({ apiOrigin }: DevProxyOptions): Record<string, ProxyOptions> {
  // Connections to the API are reused, and an idle one is given up after 5 s: well before the API
  // closes it (HTTP_KEEP_ALIVE_TIMEOUT_MS, 72 s), so a request never lands on a closing socket (502).
  const agent = new Agent({ keepAlive: true, timeout: 5_000 });
  return Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false, agent }]));
}
