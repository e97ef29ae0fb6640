import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { createSignedInUser, stepUp } from '../../factories/users.factory.ts';

/**
 * Issue 32 item 1 (decision 046): API answers compressed when the client accepts it and the body is
 * worth it, with Vary and a right Content-Length; the directory's answers sent from its cache in
 * the compressed bytes kept beside them; CSV streams compressed too; nothing compressed for a client
 * that accepts no encoding.
 */
describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 6; i += 1) await createExecutive(t.app, { state: 'approved' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('compresses the reference data with brotli or gzip, and leaves it plain for a client that asks for neither', async () => {
    const plain = await get('/api/reference');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    // Its compressed form is made for the first request that accepts it, and kept.
    const br = await get('/api/reference', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // A compressed form is another representation: its validator is weak (RFC 9110 8.8.3), and still revalidates.
    expect(br.headers['etag']).toBe(`W/${plain.headers['etag']}`);
    expect((await get('/api/reference', 'br', { 'if-none-match': String(br.headers['etag']) })).statusCode).toBe(304);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await get('/api/reference', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the directory’s cached answer compressed, the same bytes each time, with Vary on plain answers too', async () => {
    const url = '/api/directory?sort=newest';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    const first = await get(url, 'br');
    const again = await get(url, 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const gz = await get(url, 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers plain', async () => {
    const small = await get('/api/session', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a CSV export as it streams', async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const plain = await get('/api/admin/executives/approved/export', undefined, admin.headers);
    const gz = await get('/api/admin/executives/approved/export', 'gzip', admin.headers);
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps problem+json answers readable to a client that accepts compression', async () => {
    const res = await get('/api/directory?page=-1', 'gzip');
    expect(res.statusCode).toBe(400);
    const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
    expect(JSON.parse(text)).toMatchObject({ status: 400 });
  });
});
