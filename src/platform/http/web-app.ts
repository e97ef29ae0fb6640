import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem.ts';

/** The path as the 404 message quotes it: an address of thousands of characters is not read by anyone. */
const QUOTED_PATH_MAX = 100;
function shortened(pathname: string): string {
  return pathname.length > QUOTED_PATH_MAX ? `${pathname.slice(0, QUOTED_PATH_MAX)}…` : pathname;
}

/**
 * Serves the built web app (web/dist) from the API's origin: hashed assets with a year of caching,
 * index.html for every other GET so the client-side router can take the path. Unknown /api paths
 * answer 404 problem+json. In `make dev`, Vite serves the web app and proxies to this server.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const root = path.resolve(config.http.webDistDir);
  const hasBuild = config.http.serveWeb && existsSync(path.join(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      serve: true,
      prefix: '/',
      setHeaders: (res, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(request, reply, 404, 'not_found', `No route for ${request.method} ${shortened(pathname)}.`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
