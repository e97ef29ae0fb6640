import { Agent, createServer as createHttpServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_STARTING_RETRY_AFTER_SECONDS, devServerProxy } from '../../../src/cli/dev-proxy.ts';
import { findFreePort } from '../../../src/platform/services/free-port.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request through Node's client; a reset connection rejects, as a browser would fail. */
function send(
  port: number,
  pathname: string,
  options: { method?: string; body?: Buffer; contentType?: string; chunked?: boolean; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (options.body) {
      headers['content-type'] = options.contentType ?? 'application/json';
      if (!options.chunked) headers['content-length'] = options.body.length;
    }
    const req = request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', agent: options.agent ?? false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    // Without a Content-Length, Node sends the body chunked: Fastify then refuses it mid-stream.
    if (options.chunked && options.body) for (let at = 0; at < options.body.length; at += 65_536) req.write(options.body.subarray(at, at + 65_536));
    req.end(options.chunked ? undefined : options.body);
  });
}

/** Vite's dev server with only the proxy of web/vite.config.ts: no plugins, no web build, no pre-bundling. */
async function startDevServer(apiOrigin: string, cacheDir: string) {
  const proxyLog: string[] = [];
  const viteErrors: string[] = [];
  const silent = createLogger('silent');
  // Vite prints a proxy's errors through its logger's `error` (a stack trace each): recorded here.
  const customLogger: Logger = { ...silent, error: (message) => void viteErrors.push(message) };
  const port = await findFreePort();
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: path.resolve('web'),
    mode: 'development',
    customLogger,
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      watch: null,
      proxy: devServerProxy({ apiOrigin, log: (message) => proxyLog.push(message) }),
    },
  });
  await vite.listen();
  return { vite, port, proxyLog, viteErrors };
}

/** `make dev`'s proxy (src/cli/dev-proxy.ts, used by web/vite.config.ts) in front of the API. */
describe('the dev server proxy', () => {
  const cacheDir = path.resolve('.data', 'test-vite', randomBytes(4).toString('hex'));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  describe('before the API listens', () => {
    let dev: Awaited<ReturnType<typeof startDevServer>>;
    let apiPort: number;
    let stand: Server | undefined;

    beforeAll(async () => {
      apiPort = await findFreePort();
      dev = await startDevServer(`http://127.0.0.1:${apiPort}`, path.join(cacheDir, 'no-api'));
    });
    afterAll(async () => {
      await dev?.vite.close();
      await new Promise((resolve) => (stand ? stand.close(resolve) : resolve(undefined)));
    });

    it('answers 503 problem+json with Retry-After, and logs one line for many requests', async () => {
      const paths = ['/api/health', '/api/directory/executives?q=x', '/admin/queues', '/uploads/content/x.webp', '/metrics'];
      const keepAlive = new Agent({ keepAlive: true });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => send(dev.port, paths[i % paths.length] ?? '/api/health', { agent: i % 2 ? keepAlive : undefined })),
      );
      keepAlive.destroy();

      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe(String(API_STARTING_RETRY_AFTER_SECONDS));
        expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        const problem = JSON.parse(answer.body) as Record<string, unknown>;
        expect(problem).toMatchObject({ type: 'about:blank', title: 'Service Unavailable', status: 503, code: 'service_unavailable' });
        expect(problem['instance']).toBe((paths[i % paths.length] ?? '').split('?')[0]);
        expect(typeof problem['requestId']).toBe('string');
        expect(typeof problem['detail']).toBe('string');
      }
      expect(dev.proxyLog).toHaveLength(1);
      expect(dev.proxyLog[0]).toContain(`127.0.0.1:${apiPort}`);
      // Vite's own handler (a stack trace and a 502 per request) never saw them.
      expect(dev.viteErrors).toEqual([]);
    });

    it('proxies once the API listens, and logs the next outage once again', async () => {
      stand = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'));
      await new Promise<void>((resolve) => stand?.listen(apiPort, '127.0.0.1', resolve));
      expect((await send(dev.port, '/api/health')).status).toBe(200);

      await new Promise((resolve) => stand?.close(resolve));
      stand = undefined;
      const again = await Promise.all(Array.from({ length: 5 }, () => send(dev.port, '/api/health')));
      expect(again.map((a) => a.status)).toEqual([503, 503, 503, 503, 503]);
      expect(dev.proxyLog).toHaveLength(2);
      expect(dev.viteErrors).toEqual([]);
    });
  });

  describe('in front of the API', () => {
    let api: TestApp;
    let dev: Awaited<ReturnType<typeof startDevServer>>;

    beforeAll(async () => {
      api = await createTestApp();
      await api.app.listen({ host: '127.0.0.1', port: 0 });
      dev = await startDevServer(`http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, path.join(cacheDir, 'api'));
    });
    afterAll(async () => {
      await dev?.vite.close();
      await api?.close();
    });

    it.each([
      ['over the route’s own limit (4 KB, form)', 'application/x-www-form-urlencoded', false],
      ['over BODY_LIMIT_BYTES (1 MiB, JSON)', 'application/json', false],
      ['sent chunked, over BODY_LIMIT_BYTES', 'application/json', true],
    ])('relays the API’s 413 problem+json for a 1.5 MB body %s, not 502', async (_name, contentType, chunked) => {
      const body = Buffer.from(JSON.stringify({ token: 'a'.repeat(1_500_000) }));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await send(dev.port, '/api/saved-searches/unsubscribe?token=x', { method: 'POST', body, contentType, chunked });
        expect(answer.status).toBe(413);
        expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        expect(JSON.parse(answer.body)).toMatchObject({ status: 413, code: 'ctp_body_too_large', instance: '/api/saved-searches/unsubscribe' });
      }
      expect(dev.viteErrors).toEqual([]);
      expect(dev.proxyLog).toEqual([]);
    });

    it('still proxies ordinary requests', async () => {
      expect((await send(dev.port, '/api/health')).status).toBe(200);
    });
  });
});
