import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedForm, negotiateEncoding } from './compression.ts';

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

describe('compressedForm', () => {
  const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Fractional Chief People Officer' })) }));

  it('keeps a kept body’s compressed bytes: the same object again costs no compression', () => {
    const first = compressedForm(body, 'br', true);
    expect(compressedForm(body, 'br', true)).toBe(first);
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    const gzip = compressedForm(body, 'gzip', true);
    expect(compressedForm(body, 'gzip', true)).toBe(gzip);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
  });

  it('compresses a body not kept afresh each time (nothing held for it)', () => {
    const other = Buffer.from(body);
    expect(compressedForm(other, 'br', false)).not.toBe(compressedForm(other, 'br', false));
  });
});
