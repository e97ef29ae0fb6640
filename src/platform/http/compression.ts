import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compressed answers (issue 32, decision 046). The web app's assets are compressed at build time
 * and served as they are (web-app.ts); everything else the server says is compressed here, when
 * the client accepts brotli or gzip and the body is worth it:
 *
 * - every route's answer through @fastify/compress (JSON, problem+json, CSV streams, the metrics);
 * - answers a route sends many times over (the directory's cached searches, the reference data)
 *   through `sendCompressible`, which compresses each body once, for its first request, and keeps
 *   the bytes beside it, so no later request spends CPU on their compression;
 * - the app's HTML page (answered by the not-found handler, which route hooks do not reach) through
 *   `sendCompressible` too.
 */

/** Below this, compression saves less than the headers it adds and a round of CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli at quality 4 compresses JSON about as small as gzip -6 in less time; the default (11) is
 * for build-time assets, hundreds of times slower. The plugin's answers use it.
 */
const DYNAMIC_BROTLI_QUALITY = 4;
/**
 * `sendCompressible`'s bodies: quality 2 with a 256 KB window costs about a third of quality 5 on a
 * 13 KB answer for 7% more bytes, and the window spares each call a 4 MB encoder.
 */
const SENT_BROTLI_QUALITY = 2;
const SENT_BROTLI_WINDOW_BITS = 18;
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
 * The encoding to answer in: brotli whenever accepted (whatever the order or the weights: browsers
 * send `gzip, deflate, br, zstd` unweighted, and brotli is the smaller), else gzip, else none.
 * `q=0` refuses an encoding; `*` stands for gzip.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  // Browsers send one of a handful of exact strings: each is parsed once.
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

const negotiated = new Map<string, Encoding | null>();
const NEGOTIATED_MAX = 256;

function parseAcceptEncoding(header: string): Encoding | null {
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

/** Each kept body's compressed forms, gone with the body when its holder (a cache) lets it go. */
type CompressedForms = Partial<Record<Encoding, Buffer>>;
const keptForms = new WeakMap<Buffer, CompressedForms>();

const brotliParams = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: SENT_BROTLI_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: SENT_BROTLI_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

function compressNow(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliParams(body)) : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * Makes a body's brotli and gzip forms before it is first sent (on libuv's thread pool) and keeps
 * them as `keep: true` would: for a body whose maker can wait a few milliseconds so that even its
 * first sending is compressed (a rendered page: its plain form would cost a phone seconds).
 */
export async function withCompressedForms(body: Buffer): Promise<Buffer> {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return body;
  // Made once for many sendings, off the event loop: a higher brotli quality than per-request answers get.
  const params = { [constants.BROTLI_PARAM_QUALITY]: PREPARED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  const [br, gz] = await Promise.all([brotliAsync(body, { params }), gzipAsync(body, { level: GZIP_LEVEL })]);
  keptForms.set(body, { br, gzip: gz });
  return body;
}

const PREPARED_BROTLI_QUALITY = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A kept body's form in `encoding` (none under the threshold): made by the first request that
 * asks for it, then the same bytes for every request after. Made on the request, not ahead of it
 * on libuv's thread pool: a 9 KB answer compresses in about 0.1 ms here, while an asynchronous
 * compression cost a third of a millisecond of the process's CPU (its stream and encoder) and its
 * first request sent the plain bytes, three times as many (issue 43: a fresh process's searches,
 * each asked once, paid both).
 */
export function keptCompressedForm(body: Buffer, encoding: Encoding): Buffer | undefined {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return undefined;
  let forms = keptForms.get(body);
  if (!forms) {
    forms = {};
    keptForms.set(body, forms);
  }
  return (forms[encoding] ??= compressNow(body, encoding));
}

/**
 * Sends `body` (its content type already set) compressed in the best encoding the client accepts.
 * `keep: true` for a body object sent again and again (a cached answer): its compressed bytes are
 * made by the first request for them and kept beside it, so no later request spends CPU
 * compressing it, and nothing is compressed for a request that never comes. Other bodies are
 * compressed as they go. Sets Content-Encoding, so the plugin's hook leaves the answer alone.
 */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  { keep = false, etag }: { keep?: boolean; /** A strong validator of `body`: sent weak on a compressed form (RFC 9110 8.8.3). */ etag?: string } = {},
): FastifyReply {
  // Whatever this answer is, a cache between must keep the plain and compressed forms apart.
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary === undefined ? 'Accept-Encoding' : varyWithAcceptEncoding(vary));
  const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding === null ? undefined : keep ? keptCompressedForm(body, encoding) : compressNow(body, encoding);
  if (etag) void reply.header('etag', compressed ? `W/${etag}` : etag);
  if (!compressed || !encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressed);
}

function varyWithAcceptEncoding(current: unknown): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(existing)) return existing;
  return existing ? `${existing}, Accept-Encoding` : 'Accept-Encoding';
}
