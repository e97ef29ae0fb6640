import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ImageTypeError } from './content.errors.ts';

/** Wider images are scaled down to this width (the article page shows them at most ~1100 px wide, 2x on phones). */
export const FEATURED_IMAGE_WIDTH = 1600;
/**
 * The most pixels a decoder may face (≈ 8000 × 6000): a few-kilobyte PNG can claim 50,000 × 50,000
 * pixels and take gigabytes to decode (a decompression bomb); sharp refuses it before decoding.
 */
export const MAX_INPUT_PIXELS = 48_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp';

/**
 * The type an upload really is, by its first bytes (never its name or declared type): JPEG
 * (FF D8 FF), PNG (the 8-byte signature) or WebP (RIFF....WEBP); null for anything else.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Re-encodes an uploaded image: checked by its bytes, then decoded by sharp (which must agree on
 * the type), turned upright by its EXIF orientation, scaled down to fit FEATURED_IMAGE_WIDTH and
 * written as WebP with no metadata (no EXIF location, no camera serial). Whatever the upload held
 * besides pixels (a script after the image data, a polyglot) does not survive the re-encoding.
 */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  const type = detectImageType(bytes);
  if (!type) throw new ImageTypeError();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== type) throw new ImageTypeError();
    return await image
      .rotate()
      .resize({ width: FEATURED_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageTypeError) throw error;
    // Truncated, corrupt, or over the pixel limit: the decoder's message is for the logs, not the visitor.
    throw new ImageTypeError();
  }
}

/** The address an uploaded content image is served at (UPLOADED_IMAGE_PATH in the contract). */
export function contentImageUrl(fileName: string): string {
  return `/uploads/content/${fileName}`;
}

/**
 * Writes a content image under `<uploadsDir>/content/<uuid>.webp` (a temporary name first, then a
 * rename, so a half-written file is never served) and returns its public address.
 */
export async function storeContentImage(uploadsDir: string, webp: Buffer): Promise<string> {
  const directory = path.resolve(uploadsDir, 'content');
  await mkdir(directory, { recursive: true });
  const fileName = `${randomUUID()}.webp`;
  const temporary = path.join(directory, `.${fileName}.tmp`);
  await writeFile(temporary, webp, { mode: 0o644 });
  await rename(temporary, path.join(directory, fileName));
  return contentImageUrl(fileName);
}
