import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where uploaded files are served, from config.uploadsDir (same origin, so the CSP's img-src 'self' holds). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Only what the upload pipelines write (re-encoded images); anything else in the folder is never served. */
const SERVED_FILE = /^\/[a-z0-9-]+\/[0-9a-f-]{36}(?:-w\d{3,4})?\.webp$/;

/**
 * Serves uploaded files at /uploads/*: a file's name is a fresh UUID per upload and never changes,
 * so it is cached for a year as immutable; no directory listing, no index files, no dotfiles
 * (temporary files of a write in progress), nosniff. A missing file is a 404 problem (web-app.ts).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.deps.config.uploadsDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    // The web app's registration decorates the reply (sendFile); this one must not do it twice.
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => SERVED_FILE.test(pathName),
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
