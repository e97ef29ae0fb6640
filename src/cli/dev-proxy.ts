import { randomUUID } from 'node:crypto';
import { Agent, ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
import type { Problem } from '../platform/http/problem.ts';

/** What Vite's dev server in `make dev` hands to the API; everything else is the web app. */
export const PROXIED_PREFIXES = ['/api', '/admin/queues', '/dev/mail', '/metrics', '/uploads'] as const;

/** Seconds a caller is asked to wait while the API starts: it listens a few seconds after Vite. */
export const API_STARTING_RETRY_AFTER_SECONDS = 2;

export type DevProxyOptions = {
  /** Where the API listens (dev.ts gives Vite API_ORIGIN). */
  apiOrigin: string;
  /** One quiet line when the API stops answering; Vite's own logger would print a stack per request. */
  log: (message: string) => void;
};

type ProxyServer = Parameters<NonNullable<ProxyOptions['configure']>>[0];

/**
 * `server.proxy` of web/vite.config.ts (and of the test that checks it, dev-proxy.test.ts): the
 * API's paths go to the API over reused connections. While nothing listens there (the seconds
 * before the API is up, or after it stopped) a request is answered 503 problem+json with
 * Retry-After, like the API's own 503s, and the log says so once, not with a stack trace per
 * request. Other proxy errors keep Vite's handling (a logged error and 502).
 */
export function devServerProxy({ apiOrigin, log }: DevProxyOptions): Record<string, ProxyOptions> {
  // Connections to the API are reused, and an idle one is given up after 5 s: well before the API
  // closes it (HTTP_KEEP_ALIVE_TIMEOUT_MS, 72 s), so a request never lands on a closing socket (502).
  const agent = new Agent({ keepAlive: true, timeout: 5_000 });
  // Shared by the proxies of every prefix (Vite makes one per prefix): one line per outage.
  let apiDown = false;

  const answerApiStarting = (res: ServerResponse): void => {
    if (!apiDown) log(`the API (${apiOrigin}) is not listening yet: its requests get 503 until it is`);
    apiDown = true;
    if (res.headersSent || res.writableEnded) return;
    const problem: Problem = {
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'The API is starting. Please try again in a moment.',
      code: 'service_unavailable',
      instance: res.req.url?.split('?')[0] ?? '',
      requestId: randomUUID(),
    };
    res.writeHead(503, {
      'content-type': 'application/problem+json; charset=utf-8',
      'retry-after': String(API_STARTING_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(problem));
  };

  const configure = (proxy: ProxyServer): void => {
    // Vite adds its own 'error' listener after this one (stack trace, bare 502) and every listener
    // runs, so a refused connection is taken before it reaches the listeners at all.
    const emit = proxy.emit.bind(proxy) as (event: string | symbol, ...args: unknown[]) => boolean;
    proxy.emit = ((event: string | symbol, ...args: unknown[]) => {
      const [error, , res] = args;
      if (event === 'error' && (error as { code?: unknown } | undefined)?.code === 'ECONNREFUSED' && res instanceof ServerResponse) {
        answerApiStarting(res);
        return true;
      }
      return emit(event, ...args);
    }) as typeof proxy.emit;
    proxy.on('proxyRes', () => {
      apiDown = false;
    });
  };

  return Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false, agent, configure }]));
}
