import type { IncomingMessage } from 'node:http';

/**
 * The rest of a request body the API refused before reading it (Fastify's 413 when Content-Length
 * is over the limit, or when a chunked body passes it), read and thrown away before the answer.
 *
 * Fastify closes the connection after such a refusal. Closing a socket with unread bytes in it
 * makes the kernel send a reset, and a client or proxy still writing the body gets EPIPE or
 * ECONNRESET instead of the answer: Vite's proxy in `make dev`, nginx or a load balancer then
 * shows the user 502. Once the body has been read, the close is an orderly one and the proxy
 * relays the API's 413 (decision 034). Reading is bounded, like nginx's lingering close: a body
 * declared over `maxBytes`, or still arriving after `maxMs`, is answered at once (its client may
 * then see the reset, as before).
 */
export const REFUSED_BODY_READ_LIMITS = { maxBytes: 16 * 1024 * 1024, maxMs: 5_000 } as const;

export function readRefusedBody(raw: IncomingMessage, limits: { maxBytes: number; maxMs: number } = REFUSED_BODY_READ_LIMITS): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (raw.complete || raw.destroyed || declared > limits.maxBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.maxBytes) finish();
    };
    const timer = setTimeout(finish, limits.maxMs);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
