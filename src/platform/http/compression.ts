import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compressed answers (issue 32, decision 046). The web app's assets are compressed at build time
 * and served as they are (web-app.ts); everything else the server says is compressed here, when
 * the client accepts brotli or gzip and the body is worth it:
 *
 * - every route's answer through @fastify/compress (JSON, problem+json, CSV streams, the metrics);
 * - answers a route sends many times over (the directory's cached searches) through
 *   `sendCompressible`, which keeps each body's compressed bytes beside it, so a repeated answer
 *   costs no compression at all;
 * - the app's HTML page (answered by the not-found handler, which route hooks do not reach) through
 *   `sendCompressible` too.
 */

/** Below this, compression saves less than the headers it adds and a round of CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli at quality 4 compresses JSON about as small as gzip -9 in a fraction of its time; the
 * default (11) is for build-time assets, hundreds of times slower. Answers kept and sent again are
 * worth a little more (quality 5: compressed once, sent thousands of times).
 */
const DYNAMIC_BROTLI_QUALITY = 4;
const KEPT_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies are never compressed by our clients; accepting them would let a small upload
    // expand past the body limit's intent.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/**
 * The encoding to answer in: brotli when accepted, else gzip, else none. Honours `q=0` (refused)
 * and picks by the client's order only between these two, as browsers send `gzip, deflate, br, zstd`
 * without weights and brotli is the smaller.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const accepted = new Set<string>();
  let wildcard = false;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/.test(param));
    if (name === '*') wildcard = !refused;
    else if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return wildcard ? 'gzip' : null;
}

type CompressedForms = Partial<Record<Encoding, Buffer>>;
/** Each kept body's compressed forms, gone with the body when its holder (a cache) lets it go. */
const keptForms = new WeakMap<Buffer, CompressedForms>();

function compress(body: Buffer, encoding: Encoding, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** The body in `encoding`, compressed once per body object when `keep` (then reused by identity). */
export function compressedForm(body: Buffer, encoding: Encoding, keep: boolean): Buffer {
  if (!keep) return compress(body, encoding, DYNAMIC_BROTLI_QUALITY);
  let forms = keptForms.get(body);
  if (!forms) {
    forms = {};
    keptForms.set(body, forms);
  }
  return (forms[encoding] ??= compress(body, encoding, KEPT_BROTLI_QUALITY));
}

/**
 * Sends `body` (its content type already set) compressed in the best encoding the client accepts.
 * `keep: true` for a body object sent again and again (a cached answer): its compressed bytes are
 * kept beside it and the next request with the same object spends no CPU on compression.
 * Sets Content-Encoding, so the route's own compression hook leaves the answer alone.
 */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  { keep = false, etag }: { keep?: boolean; /** A strong validator of `body`: sent weak on a compressed form (RFC 9110 8.8.3). */ etag?: string } = {},
): FastifyReply {
  // Whatever this answer is, a cache between must keep the plain and compressed forms apart.
  void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (etag) void reply.header('etag', encoding ? `W/${etag}` : etag);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressedForm(body, encoding, keep));
}

function varyWithAcceptEncoding(current: unknown): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(existing)) return existing;
  return existing ? `${existing}, Accept-Encoding` : 'Accept-Encoding';
}
