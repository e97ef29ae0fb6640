import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptCompressedForm, negotiateEncoding, withCompressedForms } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli whatever the order, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=0.000, gzip;q=0')).toBeNull();
  });
});

describe('keptCompressedForm', () => {
  const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Fractional Chief People Officer' })) }));

  it('makes a kept body’s compressed bytes for its first request, then gives the same bytes every time', () => {
    const first = keptCompressedForm(body, 'br')!;
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    // The same object, not bytes made again.
    expect(keptCompressedForm(body, 'br')).toBe(first);

    const gz = keptCompressedForm(body, 'gzip')!;
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(keptCompressedForm(body, 'gzip')).toBe(gz);
    expect(keptCompressedForm(body, 'br')).toBe(first);
  });
});

describe('withCompressedForms', () => {
  it('has a body’s brotli and gzip forms ready before its first sending, the same bytes kept after', async () => {
    const body = Buffer.from('<p>A rendered page.</p>'.repeat(400));
    expect(await withCompressedForms(body)).toBe(body);
    const br = keptCompressedForm(body, 'br');
    const gz = keptCompressedForm(body, 'gzip');
    expect(br && brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gz && gunzipSync(gz).equals(body)).toBe(true);
    expect(keptCompressedForm(body, 'br')).toBe(br);
  });

  it('leaves a body under the threshold as it is, with no forms made', async () => {
    const small = Buffer.from('tiny');
    await withCompressedForms(small);
    expect(keptCompressedForm(small, 'br')).toBeUndefined();
  });
});
