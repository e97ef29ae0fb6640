import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ImageTypeError } from './content.errors.ts';
import { CONTENT_IMAGE_FULL_WIDTH, CONTENT_IMAGE_WIDTHS } from '../contracts/content-image.contract.ts';

/** Wider images are scaled down to this width (the article page shows them at most ~1100 px wide, 2x on phones). */
export const FEATURED_IMAGE_WIDTH = CONTENT_IMAGE_FULL_WIDTH;
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
 * Writes a content image under `<uploadsDir>/content/<uuid>.webp` with its narrower copies
 * (`<uuid>-w480.webp`…, content-image.contract.ts) and returns its public address. The copies are
 * written first, so an address given out always has them.
 */
export async function storeContentImage(uploadsDir: string, webp: Buffer): Promise<string> {
  const directory = path.resolve(uploadsDir, 'content');
  await mkdir(directory, { recursive: true });
  const id = randomUUID();
  await writeCopies(directory, id, webp);
  await writeAtomically(path.join(directory, `${id}.webp`), webp);
  return contentImageUrl(`${id}.webp`);
}

const ORIGINAL_FILE = /^([0-9a-f-]{36})\.webp$/;

/**
 * Makes the copies an image stored before they existed is missing (run once at start-up, in the
 * background: until it has, such an image's srcset names copies that are not there yet). Returns
 * how many images got copies.
 */
export async function addMissingImageCopies(uploadsDir: string): Promise<number> {
  const directory = path.resolve(uploadsDir, 'content');
  const files = await readdir(directory).catch(() => [] as string[]);
  const present = new Set(files);
  let added = 0;
  for (const file of files) {
    const id = ORIGINAL_FILE.exec(file)?.[1];
    if (!id || CONTENT_IMAGE_WIDTHS.every((width) => present.has(copyName(id, width)))) continue;
    await writeCopies(directory, id, await readFile(path.join(directory, file)));
    added += 1;
  }
  return added;
}

function copyName(id: string, width: number): string {
  return `${id}-w${width}.webp`;
}

/** Each copy scaled from the stored image (already re-encoded: nothing but pixels left in it). */
async function writeCopies(directory: string, id: string, webp: Buffer): Promise<void> {
  for (const width of CONTENT_IMAGE_WIDTHS) {
    const copy = await sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer();
    await writeAtomically(path.join(directory, copyName(id, width)), copy);
  }
}

/** A temporary name first, then a rename, so a half-written file is never served. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  await writeFile(temporary, bytes, { mode: 0o644 });
  await rename(temporary, file);
}
