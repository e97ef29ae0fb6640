import { describe, expect, it } from 'vitest';
import { previewBio } from './bio-preview.ts';

describe('bio preview', () => {
  it('shows the first 40 words followed by ... and says it was cut', () => {
    const bio = Array.from({ length: 45 }, (_, i) => `w${i + 1}`).join(' ');
    const { preview, truncated } = previewBio(bio);
    expect(truncated).toBe(true);
    expect(preview.split(' ')).toHaveLength(40);
    expect(preview.endsWith('w40...')).toBe(true);
  });

  it('keeps a bio of 40 words or fewer whole', () => {
    const bio = Array.from({ length: 40 }, () => 'word').join(' ');
    expect(previewBio(`  ${bio} `)).toEqual({ preview: bio, truncated: false });
  });
});
