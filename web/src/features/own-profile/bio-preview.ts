/** Spec part 1 section 9: the profile view shows the first 40 words of the bio until 'Read more'. */
export const BIO_PREVIEW_WORDS = 40;

export function previewBio(bio: string, words = BIO_PREVIEW_WORDS): { preview: string; truncated: boolean } {
  const parts = bio.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= words) return { preview: bio.trim(), truncated: false };
  return { preview: `${parts.slice(0, words).join(' ')}...`, truncated: true };
}
