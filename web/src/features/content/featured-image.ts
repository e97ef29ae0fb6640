import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@contracts/content/contracts/content-text.contract.ts';
import { contentFieldMessages } from '@contracts/content/contracts/content-messages.contract.ts';

/** What the file input offers (the server checks the bytes again; this only spares a useless upload). */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Why a chosen file cannot be the featured image, or null when it may be uploaded. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return contentFieldMessages.imageType;
  if (file.size > MAX_IMAGE_BYTES) return contentFieldMessages.imageTooLarge;
  return null;
}
