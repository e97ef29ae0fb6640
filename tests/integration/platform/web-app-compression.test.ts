import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { writeFakeWebBuild, type FakeWebBuild } from '../../setup/fake-web-build.ts';

/**
 * Issue 32 item 1: the build writes .br and .gz beside each text asset (web/precompressed-assets.ts)
 * and the API sends the best one the browser accepts, as it is, with the right headers; a client
 * that accepts neither gets the file itself.
 */
describe('precompressed web assets', () => {
  let t: TestApp;
  let webBuild: FakeWebBuild;
  const script = `export const words = ${JSON.stringify('a fractional chief people officer '.repeat(200))};\n`;

  beforeAll(async () => {
    webBuild = writeFakeWebBuild({
      'index.html': '<!doctype html><html><head><title>TalentLeaders</title></head><body><div id="root"></div></body></html>',
      'assets/index-1.js': script,
      'assets/index-1.js.br': brotliCompressSync(script),
      'assets/index-1.js.gz': gzipSync(script),
    });
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    webBuild?.remove();
  });

  const get = (acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url: '/assets/index-1.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, with Vary', async () => {
    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
