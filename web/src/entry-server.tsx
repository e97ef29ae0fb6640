import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { AppRoot } from './app-root.tsx';
import { setApiTransport, type ApiTransport } from './api/http.ts';
import { createAppQueryClient } from './api/query-client.ts';
import { createAppRouter } from './router.ts';
import { serverStateElement } from './server-rendering/server-state.ts';

/**
 * The server's half of the first screen (decision 047): the API calls `renderPage` for a visitor's
 * request of a public page and puts the HTML into index.html. Built by `npm run build:web` into
 * web/dist-server/entry-server.js (one file, React and the router inside), imported by
 * src/platform/http/server-render.ts.
 */

export type RenderedPage = {
  /** The page's markup, for index.html's #root. */
  appHtml: string;
  /** The script element with the API answers the markup was made from (server-state.ts). */
  stateHtml: string;
};

/**
 * The pages' queries ask the API in-process, as the visitor whose request is being rendered: one
 * transport for the process, the request's own API found through the async context.
 */
const requestApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) return Promise.reject(new Error(`No page is being rendered: ${url} has nowhere to go`));
  return fetchApi(url, init);
});

/**
 * Renders until every query the page shows has its answer: a render builds the queries its
 * components use, those are fetched, and the page is rendered again with them (a query may depend
 * on another's answer). Three rounds cover every public page today; a page that needs more is left
 * to the browser rather than rendered half-filled.
 */
const MAX_RENDERS = 3;

/**
 * The page for `url` (path and query string), or null when the server should not render it: a
 * query failed (the browser shows its own error or retry state), or an answer never came.
 */
export async function renderPage(url: string, fetchApi: ApiTransport): Promise<RenderedPage | null> {
  return requestApi.run(fetchApi, async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
    const queryClient = createAppQueryClient();
    // Matches the path and loads its route's code, so the render below does not suspend on it.
    await router.load();
    // One moment for every render of the page, carried to the browser's first render.
    const renderedAt = new Date();
    const app = <AppRoot router={router} queryClient={queryClient} renderClock={{ now: renderedAt, timeZone: 'UTC' }} />;
    for (let render = 1; render <= MAX_RENDERS; render += 1) {
      const appHtml = await renderToHtml(app);
      const waiting = queriesToFetch(queryClient);
      if (waiting.length === 0) {
        if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
        return { appHtml, stateHtml: serverStateElement({ queries: dehydrate(queryClient), renderedAt: renderedAt.toISOString() }) };
      }
      // No retries here: a failing API is the browser's to retry, with its own states shown.
      await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
    }
    return null;
  });
}

/** Queries a render asked for that have no answer yet and would be fetched by the browser on mount. */
function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * React's streaming renderer, waited on until everything has rendered (onAllReady): a crawler and a
 * link preview get the whole page, and nothing is left to stream since the data came first.
 */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(app, {
      // Every Suspense boundary inline, in order: none is revealed later by React's inline scripts,
      // which the CSP (script-src 'self') would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
