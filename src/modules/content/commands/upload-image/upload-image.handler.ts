import { reencodeImage, storeContentImage } from '../../domain/featured-image.ts';

/**
 * A featured image from the submission form: accepted only as a JPEG, PNG or WebP by its bytes,
 * re-encoded to a metadata-free WebP at most 1600 px wide and stored under the uploads directory.
 * Returns the same-origin address the submission then carries (UPLOADED_IMAGE_PATH).
 */
export async function uploadContentImage(uploadsDir: string, bytes: Buffer): Promise<{ url: string }> {
  const webp = await reencodeImage(bytes);
  return { url: await storeContentImage(uploadsDir, webp) };
}
