import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCompressible, withCompressedForms } from './compression.ts';
import { injectPageMeta, injectPreloads, type PageMeta, type PreloadImage } from './page-meta.ts';
import { sendProblem } from './problem.ts';
import { loadServerRenderer, placeRenderedPage, serverBuildDirOf, withScriptsAtLowPriority } from './server-render.ts';
import { createVisitorPageCache } from './visitor-page-cache.ts';
import { ACCESS_COOKIE, SIGNED_IN_HINT_COOKIE } from '../auth/auth-constants.ts';
import { routeChunksFrom, type RouteChunksFor, type ViteManifest } from './route-chunks.ts';
import { UPLOADS_URL_PREFIX } from './uploads.ts';
import { within } from '../within.ts';

/**
 * A page's own head for link previews, or null for the app's default. Passed in by the
 * composition root (app.ts), since the pages that have one belong to modules.
 */
export type PageMetaFor = (request: FastifyRequest, pathname: string) => Promise<PageMeta | null>;

/**
 * The same-origin API addresses a page fetches first, for index.html to preload (decision 025).
 * `search` is the query string without its '?'. Passed in by the composition root, as the pages
 * belong to modules.
 */
export type FirstLoadRequestsFor = (pathname: string, search: string) => string[];

/**
 * The images a page's largest paint will show, for index.html to preload (decision 025): the
 * exact addresses its <img> elements ask for. May read the database; passed in by the composition
 * root, as the pages belong to modules.
 */
export type FirstLoadImagesFor = (pathname: string, search: string) => Promise<PreloadImage[]>;

/**
 * Whether the server renders the page at a path for a visitor (decision 047): the public pages.
 * Passed in by the composition root, as the pages belong to modules.
 */
export type IsServerRenderedPage = (pathname: string) => boolean;

export type WebAppOptions = {
  pageMetaFor?: PageMetaFor;
  firstLoadRequestsFor?: FirstLoadRequestsFor;
  firstLoadImagesFor?: FirstLoadImagesFor;
  isServerRenderedPage?: IsServerRenderedPage;
};

/**
 * How long a page waits for its image look-up (usually an answer kept in memory; the first after
 * start-up or a failure is one indexed read of about a millisecond): waiting longer would cost the
 * page more than the preload saves, and a slow or unreachable database must not hold up the HTML
 * (the page then simply has no image preload).
 */
const IMAGE_LOOKUP_TIMEOUT_MS = 100;

/** Addresses kept at once (a /browse page with its answers is about 100 KB): a few dozen MB at most. */
const VISITOR_PAGES_KEPT = 300;

/** The path as the 404 message quotes it: an address of thousands of characters is not read by anyone. */
const QUOTED_PATH_MAX = 100;
function shortened(pathname: string): string {
  return pathname.length > QUOTED_PATH_MAX ? `${pathname.slice(0, QUOTED_PATH_MAX)}…` : pathname;
}

/**
 * Serves the built web app (web/dist) from the API's origin: hashed assets with a year of caching,
 * index.html for every other GET so the client-side router can take the path, with the page's own
 * title, description and Open Graph tags when `pageMetaFor` knows the page. Unknown /api and
 * /uploads paths answer 404 problem+json. In `make dev`, Vite serves the web app and proxies to
 * this server.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions = {}): Promise<void> {
  const { config } = app.deps;
  const root = path.resolve(config.http.webDistDir);
  const hasBuild = config.http.serveWeb && existsSync(path.join(root, 'index.html'));
  // Read once: the build does not change under a running process (a deploy restarts it).
  const indexHtml = hasBuild ? await readFile(path.join(root, 'index.html'), 'utf8') : '';
  const routeChunksFor = hasBuild ? await readRouteChunks(root) : () => [];
  const { isServerRenderedPage } = options;
  const renderPage = hasBuild && isServerRenderedPage ? await loadServerRenderer(app, serverBuildDirOf(root), config.http.serverRenderTimeoutMs) : null;
  const visitorPages = createVisitorPageCache({ ttlMs: config.http.visitorPageCacheMs, maxEntries: VISITOR_PAGES_KEPT });

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      serve: true,
      // The build writes .br and .gz beside each text asset (web/precompressed-assets.ts): the best
      // one the browser accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      prefix: '/',
      setHeaders: (res, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isUpload = pathname.startsWith(UPLOADS_URL_PREFIX);
    if (isApi || isUpload || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(request, reply, 404, 'not_found', `No route for ${request.method} ${shortened(pathname)}.`);
    }
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    if (renderPage !== null && isServerRenderedPage?.(pathname) && isVisitor(request)) {
      const page = await visitorPages.get(request.url, async () => {
        const [meta, images, rendered] = await Promise.all([
          pageMetaOf(request, pathname, options.pageMetaFor),
          firstLoadImagesOf(request, pathname, search, options.firstLoadImagesFor),
          renderPage(request, request.url),
        ]);
        if (!rendered) return null;
        // A rendered page carries its answers in the HTML: preloading them again would cost a slow network twice.
        const html = injectPreloads(placeRenderedPage(meta ? injectPageMeta(indexHtml, meta) : indexHtml, rendered), { modules: routeChunksFor(pathname), fetches: [], images });
        return withCompressedForms(Buffer.from(withScriptsAtLowPriority(html)));
      });
      // Kept: its compressed forms are made once and kept beside it (decision 046).
      if (page) return sendCompressible(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), page, { keep: true });
    }
    const [meta, images] = await Promise.all([
      pageMetaOf(request, pathname, options.pageMetaFor),
      firstLoadImagesOf(request, pathname, search, options.firstLoadImagesFor),
    ]);
    const html = injectPreloads(meta ? injectPageMeta(indexHtml, meta) : indexHtml, {
      modules: routeChunksFor(pathname),
      fetches: options.firstLoadRequestsFor?.(pathname, search) ?? [],
      images,
    });
    // The not-found handler is no route, so the compression hook does not reach it: compressed here.
    return sendCompressible(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), Buffer.from(html));
  });
}

/**
 * A request without the access cookie or the signed-in hint: nobody whose view of the page depends
 * on who they are. A signed-in user's pages are rendered by the browser, as before decision 047.
 */
function isVisitor(request: FastifyRequest): boolean {
  return !request.cookies[ACCESS_COOKIE] && !request.cookies[SIGNED_IN_HINT_COOKIE];
}

/** Without a manifest (a build from before decision 025) pages are served without route preloads. */
async function readRouteChunks(root: string): Promise<RouteChunksFor> {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  return routeChunksFrom(JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest);
}

/** A failing look-up must not take the page down: the app's default head is served instead. */
async function pageMetaOf(request: FastifyRequest, pathname: string, pageMetaFor: PageMetaFor | undefined): Promise<PageMeta | null> {
  if (!pageMetaFor) return null;
  try {
    return await pageMetaFor(request, decodeURIComponent(pathname));
  } catch (error) {
    request.log.warn({ err: error, pathname }, 'page meta look-up failed: default head served');
    return null;
  }
}

/** A failing or slow look-up must not take the page down: the page is served without an image preload. */
async function firstLoadImagesOf(
  request: FastifyRequest,
  pathname: string,
  search: string,
  firstLoadImagesFor: FirstLoadImagesFor | undefined,
): Promise<PreloadImage[]> {
  if (!firstLoadImagesFor) return [];
  try {
    return await within(IMAGE_LOOKUP_TIMEOUT_MS, firstLoadImagesFor(pathname, search));
  } catch (error) {
    request.log.warn({ err: error, pathname }, 'first-load image look-up failed: page served without an image preload');
    return [];
  }
}
