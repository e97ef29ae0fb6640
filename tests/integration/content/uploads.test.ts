import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { multipartFile, pngImage } from '../../factories/content.factory.ts';
import { csrfHeaders } from '../../factories/users.factory.ts';
import { contentFieldMessages } from '../../../src/modules/content/contracts/content-messages.contract.ts';
import { UPLOADED_IMAGE_PATH } from '../../../src/modules/content/contracts/content-form.contract.ts';
import { CONTENT_IMAGE_WIDTHS, contentImageCopyPath, contentImageSrcSet } from '../../../src/modules/content/contracts/content-image.contract.ts';
import { addMissingImageCopies } from '../../../src/modules/content/index.ts';

describe('POST /api/content/images and /uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTENT_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const upload = (file: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/content/images', headers: { ...csrfHeaders, ...file.headers }, payload: file.payload });
  const storedFiles = () => readdirSync(path.join(t.config.uploadsDir, 'content'), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

  it('turns a real PNG into a WebP served from /uploads with image/webp, nosniff and a year of immutable caching', async () => {
    const res = await upload(multipartFile(await pngImage(2400, 1200), { fileName: 'team photo.png' }));
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(UPLOADED_IMAGE_PATH);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('keeps 480, 800 and 1200 px copies beside the image, each served, and named by the srcset the pages use', async () => {
    const res = await upload(multipartFile(await pngImage(2400, 1350), { fileName: 'wide.png' }));
    const { url } = res.json<{ url: string }>();
    for (const width of CONTENT_IMAGE_WIDTHS) {
      const served = await t.app.inject({ method: 'GET', url: contentImageCopyPath(url, width) });
      expect(served.statusCode, `${width}`).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 1350) / 2400) });
      expect(contentImageSrcSet(url)).toContain(`${contentImageCopyPath(url, width)} ${width}w`);
    }
    expect(contentImageSrcSet(url)).toContain(`${url} 1600w`);
  });

  it('makes the copies an image stored before them is missing, once, at start-up (addMissingImageCopies)', async () => {
    const res = await upload(multipartFile(await pngImage(1000, 500), { fileName: 'older.png' }));
    const { url } = res.json<{ url: string }>();
    const directory = path.join(t.config.uploadsDir, 'content');
    for (const width of CONTENT_IMAGE_WIDTHS) rmSync(path.join(directory, path.basename(contentImageCopyPath(url, width))));
    expect((await t.app.inject({ method: 'GET', url: contentImageCopyPath(url, 480) })).statusCode).toBe(404);
    expect(await addMissingImageCopies(t.config.uploadsDir)).toBe(1);
    expect(await addMissingImageCopies(t.config.uploadsDir)).toBe(0);
    const copy = await t.app.inject({ method: 'GET', url: contentImageCopyPath(url, 480) });
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 480, height: 240 });
    // Never wider than the image itself: the 1200 px copy of a 1000 px image is 1000 px.
    const widest = await t.app.inject({ method: 'GET', url: contentImageCopyPath(url, 1200) });
    expect(await sharp(widest.rawPayload).metadata()).toMatchObject({ width: 1000 });
  });

  it('refuses a PHP file renamed .png with the declared type image/png (400), and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await upload(multipartFile(Buffer.from('<?php system($_GET["cmd"]); ?>'), { fileName: 'shell.png', contentType: 'image/png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: contentFieldMessages.imageType, errors: { image: [contentFieldMessages.imageType] } });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses an SVG and a GIF even when named .jpg', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(multipartFile(svg, { fileName: 'x.jpg', contentType: 'image/jpeg' }))).statusCode).toBe(400);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer();
    expect((await upload(multipartFile(gif, { fileName: 'x.jpg', contentType: 'image/jpeg' }))).statusCode).toBe(400);
  });

  it('accepts a JPEG sent with a wrong declared type: the bytes decide', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } }).jpeg().toBuffer();
    expect((await upload(multipartFile(jpeg, { fileName: 'notes.txt', contentType: 'text/plain' }))).statusCode).toBe(201);
  });

  it('accepts a photo-sized file above the JSON body limit (3 MB of noise) and shrinks it', async () => {
    const noise = Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, (_, i) => (i * 2_654_435_761) >>> 24));
    const png = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(t.config.http.bodyLimit);
    const res = await upload(multipartFile(png));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a file over 5 MB with 413 and the field message', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload(multipartFile(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ detail: contentFieldMessages.imageTooLarge, errors: { image: [contentFieldMessages.imageTooLarge] } });
  });

  it('answers the 413 over a real connection too, while the browser is still sending', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.set('image', new Blob([Buffer.alloc(6 * 1024 * 1024, 7)], { type: 'image/png' }), 'huge.png');
    const res = await fetch(`${address}/api/content/images`, { method: 'POST', headers: csrfHeaders, body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ detail: contentFieldMessages.imageTooLarge });
  });

  it('answers a clear 4xx for a wrong field, no file or a JSON body', async () => {
    expect((await upload(multipartFile(await pngImage(), { field: 'picture' }))).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/content/images', headers: csrfHeaders, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toContain('application/problem+json');
  });

  it('serves no listing, no dotfiles and nothing outside the uploads folder; a missing file is a 404 problem', async () => {
    for (const url of ['/uploads/', '/uploads/content/', '/uploads/content/00000000-0000-4000-8000-000000000000.webp', '/uploads/../package.json', '/uploads/content/%2e%2e/%2e%2e/package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
