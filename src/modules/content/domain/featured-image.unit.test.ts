import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectImageType, FEATURED_IMAGE_WIDTH, reencodeImage } from './featured-image.ts';
import { ImageTypeError } from './content.errors.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } });

describe('detectImageType: by the bytes only', () => {
  it('knows JPEG, PNG and WebP by their signatures', async () => {
    expect(detectImageType(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(detectImageType(await solid(4, 4).webp().toBuffer())).toBe('webp');
  });

  it.each([
    ['a PHP script', Buffer.from('<?php system($_GET["c"]); ?>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('reencodeImage', () => {
  it('turns a PNG into a WebP no wider than 1600 px, keeping the aspect ratio', async () => {
    const webp = await reencodeImage(await solid(3200, 1800).png().toBuffer());
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: FEATURED_IMAGE_WIDTH, height: 900 });
  });

  it('never enlarges a small image', async () => {
    const metadata = await sharp(await reencodeImage(await solid(300, 200).jpeg().toBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 300, height: 200 });
  });

  it('drops the metadata (EXIF) and applies the orientation first', async () => {
    const withExif = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const webp = await reencodeImage(withExif);
    const metadata = await sharp(webp).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(webp.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    // Orientation 6 is a quarter turn: the stored picture is upright, so taller than wide.
    expect(metadata).toMatchObject({ width: 20, height: 40 });
  });

  it('refuses a PHP file whatever it is called, and bytes that only start like an image', async () => {
    await expect(reencodeImage(Buffer.from('<?php echo 1; ?>'))).rejects.toBeInstanceOf(ImageTypeError);
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<?php echo 1; ?>')]);
    await expect(reencodeImage(fakePng)).rejects.toBeInstanceOf(ImageTypeError);
  });

  it('refuses a decompression bomb (a tiny file claiming a huge canvas) before decoding it', async () => {
    // A real 8 × 8 PNG whose header claims 50,000 × 50,000 pixels (7.5 GB once decoded).
    const bomb = await solid(8, 8).png().toBuffer();
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    await expect(reencodeImage(bomb)).rejects.toBeInstanceOf(ImageTypeError);
  });
});
