import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCspDirectives } from '../../../src/platform/http/content-security-policy.ts';
import { findFreePort } from '../../../src/platform/services/free-port.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function fetchVia(agent: Agent, port: number, pathname: string, accept = '*/*'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent, headers: { accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );
}

/**
 * `make dev`'s web server: Vite with web/vite.config.ts, proxying /api to a real API. The policy
 * of production must hold in development too, or a CSP violation is found only in production.
 */
describe('the dev server (Vite, as make dev runs it)', () => {
  let api: TestApp;
  let vite: ViteDevServer;
  let port: number;
  const client = new Agent({ keepAlive: true, maxSockets: 32 });
  const cacheDir = path.resolve('.data', 'test-vite', randomBytes(4).toString('hex'));

  beforeAll(async () => {
    api = await createTestApp();
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = await findFreePort();
    // What src/cli/dev.ts gives the web process.
    process.env.PORT = String(port);
    process.env.API_ORIGIN = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    vite = await createServer({
      configFile: path.resolve('web/vite.config.ts'),
      mode: 'development',
      logLevel: 'silent',
      // Its own cache, and no dependency pre-bundling: these tests read HTML and proxied answers only.
      cacheDir,
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { watch: null },
    });
    await vite.listen();
  });
  afterAll(async () => {
    client.destroy();
    await vite?.close();
    await api?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("serves the HTML with production's policy, plus only a script nonce and the HMR websocket", async () => {
    const res = await fetchVia(client, port, '/', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const dev = parseCsp(res.headers['content-security-policy']);
    const production = buildCspDirectives({ upgradeInsecureRequests: false });

    const nonces = (dev['script-src'] ?? []).filter((s) => s.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    expect(dev['script-src']).toEqual([...(production['script-src'] ?? []), nonces[0]]);
    expect(dev['connect-src']).toEqual([...(production['connect-src'] ?? []), `ws://localhost:${port}`, `ws://127.0.0.1:${port}`]);
    // Everything else exactly as production: no 'unsafe-inline' or 'unsafe-eval' for scripts.
    const { 'script-src': _s, 'connect-src': _c, ...rest } = dev;
    const { 'script-src': _ps, 'connect-src': _pc, ...productionRest } = production;
    expect(rest).toEqual(productionRest);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    // Every script Vite writes into the page (the React Fast Refresh preamble is inline) carries the nonce.
    const nonce = String(nonces[0]).slice("'nonce-".length, -1);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    expect(res.body).toContain('injectIntoGlobalHook');
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the policy on client-side routes served by the SPA fallback too', async () => {
    const res = await fetchVia(client, port, '/directory', 'text/html');
    expect(res.status).toBe(200);
    expect(parseCsp(res.headers['content-security-policy'])['script-src']).toContain("'self'");
  });

  it('proxies a burst of keep-alive requests to the API without a single 502', async () => {
    const statuses: number[] = [];
    const total = 150;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        statuses.push((await fetchVia(client, port, '/api/health')).status);
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    // Idle a moment so pooled connections sit free, then burst again onto reused sockets.
    await new Promise((r) => setTimeout(r, 300));
    next = 0;
    await Promise.all(Array.from({ length: 32 }, worker));
    expect(statuses.length).toBeGreaterThanOrEqual(2 * total);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
