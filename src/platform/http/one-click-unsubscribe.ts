import type { FastifyInstance } from 'fastify';

/**
 * Lets a plugin's routes take a mail client's RFC 8058 one-click POST: its body is
 * 'List-Unsubscribe=One-Click' as a form (or multipart, or plain text from some clients), which
 * the route accepts and ignores; the signed token in the URL is the proof. Small and bounded, so a
 * large body is refused before it is read. Call it inside the route's own plugin: the parsers stay
 * encapsulated there.
 */
export function acceptOneClickUnsubscribeBodies(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
  }
}
