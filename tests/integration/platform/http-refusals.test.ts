import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../../src/app.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { openDatabase } from '../../../src/database.ts';
import { createRedisConnection, type Redis } from '../../../src/platform/queues/redis.ts';
import { createTestApp, createTestEnvironment, type TestEnvironment } from '../../setup/test-app.ts';

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

function parseAnswer(text: string): RawAnswer & { complete: boolean } {
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const rest = split < 0 ? '' : text.slice(split + 4);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length'] ?? Number.NaN);
  const body = Number.isNaN(length) ? rest : Buffer.from(rest).subarray(0, length).toString();
  const complete = split >= 0 && !Number.isNaN(length) && Buffer.byteLength(rest) >= length;
  return { status: Number(statusLine.split(' ')[1]), headers, body, complete };
}

/** Writes bytes on a fresh TCP connection and reads one answer (until complete or the server closes). */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const { status, headers, body } = parseAnswer(Buffer.concat(chunks).toString('utf8'));
      resolve({ status, headers, body });
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (parseAnswer(Buffer.concat(chunks).toString('utf8')).complete) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    // A server that refuses mid-upload may reset the connection; what arrived before still counts.
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.write(request);
  });
}

function get(path: string, headers: string[] = []): string {
  return [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers, '', ''].join('\r\n');
}

function post(path: string, contentType: string | undefined, body: string): string {
  const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`];
  if (contentType) lines.push(`Content-Type: ${contentType}`);
  return [...lines, '', body].join('\r\n');
}

type Row = { name: string; request: string; status: number; title: string; code?: string };

describe('requests refused before any route runs answer problem+json (real socket)', () => {
  let env: TestEnvironment;
  let app: App;
  let orm: Orm;
  let redis: Redis;
  let port: number;

  beforeAll(async () => {
    env = await createTestEnvironment({ BODY_LIMIT_BYTES: '2048' });
    const logger = createLogger(env.config, 'api-test');
    orm = await openDatabase(env.config, logger);
    redis = createRedisConnection(env.config.redis.url, 'producer', logger);
    app = await buildApp({ config: env.config, logger, orm, redis });
    // Routes added after the platform, as a module would. Outside /api, so that access
    // declarations and the CSRF header are not what this file tests.
    app.post('/test-only/echo', { schema: { body: z.object({ text: z.string() }) } }, async (request) => request.body);
    app.get('/test-only/things/:id', async (request) => request.params);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
    redis.disconnect();
    await env.close();
  });

  const rows: Row[] = [
    // Node's HTTP parser (the server's 'clientError' event).
    { name: 'a malformed request line', request: 'GARBAGE\r\n\r\n', status: 400, title: 'Bad Request', code: 'malformed_request' },
    { name: 'a malformed header line', request: 'GET / HTTP/1.1\r\nNot a header\r\n\r\n', status: 400, title: 'Bad Request' },
    {
      name: 'headers over the parser limit',
      request: get('/api/health', [`X-Filler: ${'a'.repeat(20_000)}`]),
      status: 431,
      title: 'Request Header Fields Too Large',
      code: 'headers_too_large',
    },
    {
      name: 'a URL over the parser limit',
      request: get(`/api/${'a'.repeat(20_000)}`),
      status: 431,
      title: 'Request Header Fields Too Large',
    },
    // Fastify's router (frameworkErrors).
    {
      name: 'a 3,000-character path segment',
      request: get(`/test-only/things/${'a'.repeat(3000)}`),
      status: 414,
      title: 'URI Too Long',
      code: 'uri_too_long',
    },
    { name: 'a malformed percent-encoding', request: get('/test-only/things/%E0%A4%A'), status: 400, title: 'Bad Request', code: 'bad_url' },
    // Fastify's content-type parsers and the not-found handler (the error handler).
    { name: 'a route that does not exist', request: get('/api/no-such-route'), status: 404, title: 'Not Found', code: 'not_found' },
    {
      name: 'an unsupported content type',
      request: post('/test-only/echo', 'text/csv', 'a,b'),
      status: 415,
      title: 'Unsupported Media Type',
    },
    {
      name: 'an invalid media type',
      request: post('/test-only/echo', 'not a media type', '{}'),
      status: 415,
      title: 'Unsupported Media Type',
    },
    { name: 'invalid JSON', request: post('/test-only/echo', 'application/json', '{"text":'), status: 400, title: 'Bad Request' },
    { name: 'an empty JSON body', request: post('/test-only/echo', 'application/json', ''), status: 400, title: 'Bad Request' },
    {
      name: 'a body over BODY_LIMIT_BYTES',
      request: post('/test-only/echo', 'application/json', JSON.stringify({ text: 'x'.repeat(4096) })),
      status: 413,
      title: 'Payload Too Large',
    },
  ];

  it.each(rows)('$name: $status problem+json', async ({ request, status, title, code }) => {
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(answer.body) as Record<string, unknown>;
    expect(problem).toMatchObject({ type: 'about:blank', title, status });
    expect(typeof problem.detail).toBe('string');
    // A sentence for people, not a framework's code or an echo of the refused input.
    expect(problem.detail).toMatch(/^[A-Z].*\.$/);
    expect(String(problem.detail)).not.toContain('aaaaaaaaaa');
    expect(typeof problem.code).toBe('string');
    if (code) expect(problem.code).toBe(code);
    expect(typeof problem.requestId).toBe('string');
  });
});

describe('keep-alive timeouts (real listening server)', () => {
  it('keeps idle connections open longer than a proxy in front (72 s by default), headers 1 s longer', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      expect(t.app.server.keepAliveTimeout).toBe(72_000);
      expect(t.app.server.headersTimeout).toBe(73_000);
      // A live connection is told how long it may stay idle, so a client agent can retire it first.
      const answer = await rawRequest(
        (t.app.server.address() as AddressInfo).port,
        'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['keep-alive']).toBe('timeout=72');
    } finally {
      await t.close();
    }
  });

  it('takes both from the configuration', async () => {
    const t = await createTestApp({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '90000', HTTP_HEADERS_TIMEOUT_MS: '95000' });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      expect(t.app.server.keepAliveTimeout).toBe(90_000);
      expect(t.app.server.headersTimeout).toBe(95_000);
    } finally {
      await t.close();
    }
  });
});
