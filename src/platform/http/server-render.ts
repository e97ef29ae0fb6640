import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { within } from '../within.ts';

/**
 * The first screen in the server's HTML (decision 047). The web build's server half
 * (web/dist-server/entry-server.js, `npm run build:web`) renders a page's React tree; its queries
 * reach this API in-process (`app.inject`) as the visitor who asked for the page, so the answers
 * are exactly what the browser would have fetched, rate limits and all.
 */

/** What web/src/entry-server.tsx exports (kept in step by hand: the web is built apart). */
type ServerEntry = {
  renderPage(url: string, fetchApi: (url: string, init: RequestInit) => Promise<Response>): Promise<RenderedPage | null>;
};

export type RenderedPage = { appHtml: string; stateHtml: string };

/** The page for a request (path and query), or null when it is left to the browser. */
export type RenderPage = (request: FastifyRequest, url: string) => Promise<RenderedPage | null>;

/** Headers of the page request the API should see on its own calls: who asks, from where. */
const FORWARDED_HEADERS = ['user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * Null without a server build (a build from before decision 047, or `SERVE_WEB` off). A render
 * that takes longer than `timeoutMs` (SERVER_RENDER_TIMEOUT_MS) leaves the page to the browser,
 * which is never worse than a page held up by a slow database.
 */
export async function loadServerRenderer(app: FastifyInstance, serverBuildDir: string, timeoutMs: number): Promise<RenderPage | null> {
  const entryFile = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return async (request, url) => {
    try {
      return await within(
        timeoutMs,
        entry.renderPage(url, (apiUrl, init) => injectAsVisitor(app, request, apiUrl, init)),
      );
    } catch (error) {
      request.log.warn({ err: error, url }, 'server render failed: the browser renders the page');
      return null;
    }
  };
}

async function injectAsVisitor(app: FastifyInstance, pageRequest: FastifyRequest, url: string, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  for (const name of FORWARDED_HEADERS) {
    const value = pageRequest.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    remoteAddress: pageRequest.socket.remoteAddress,
  });
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

const APP_HTML = /<!--app-html-->[\s\S]*?<!--\/app-html-->/;

/** index.html with the rendered page in #root (in place of the browser's placeholder) and its state. */
export function placeRenderedPage(indexHtml: string, page: RenderedPage): string {
  if (!APP_HTML.test(indexHtml)) throw new Error('index.html has no <!--app-html--> … <!--/app-html--> in #root');
  return indexHtml.replace(APP_HTML, () => page.appHtml).replace(/<\/body>/i, () => `${page.stateHtml}</body>`);
}

/**
 * On a rendered page the scripts only make the page work: it is painted without them. They are
 * fetched at low priority, so on a slow link the stylesheet and the largest image come first.
 */
export function withScriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
    .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" ');
}

/** The server build sits beside the browser's: web/dist → web/dist-server. */
export function serverBuildDirOf(webDistDir: string): string {
  return `${path.resolve(webDistDir)}-server`;
}
