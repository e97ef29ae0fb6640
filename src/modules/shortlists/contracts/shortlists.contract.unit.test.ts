import { describe, expect, it } from 'vitest';
import { shortlistFieldMessages, shortlistMessages } from './shortlist-messages.contract.ts';
import { createShortlistBodySchema, saveShortlistNoteBodySchema } from './shortlists.contract.ts';
import { postShortlistCommentBodySchema } from './shortlist-comments.contract.ts';
import { shareShortlistBodySchema } from './shortlist-sharing.contract.ts';

describe('shortlist contracts', () => {
  it('carries the spec texts word for word (part 1 section 8, part 2 section 8)', () => {
    expect(Object.values(shortlistMessages)).toEqual(
      expect.arrayContaining([
        'Failed to load shortlists.',
        'Failed to create shortlist.',
        'Failed to delete shortlist.',
        'Failed to add executive to shortlist.',
        'Failed to remove executive from shortlist.',
        'Failed to load shortlisted executives.',
        'Failed to save note.',
        'Failed to remove executive.',
        'Failed to add executive to shortlist. Please try again.',
        'Create New Shortlist',
        'Add to Shortlist',
        'Create & Add',
        'Login to Shortlist',
        'Executive not found',
      ]),
    );
  });

  it('needs a non-blank name of at most 100 characters, trimmed', () => {
    expect(createShortlistBodySchema.parse({ name: '  Q1 hiring ' })).toEqual({ name: 'Q1 hiring' });
    for (const name of ['', '  ', undefined, 42]) {
      const result = createShortlistBodySchema.safeParse({ name });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([shortlistFieldMessages.nameRequired]);
    }
    expect(createShortlistBodySchema.safeParse({ name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      shortlistFieldMessages.nameTooLong,
    );
    expect(createShortlistBodySchema.safeParse({ name: 'A', executiveId: 'nope' }).error?.issues[0]?.message).toBe(
      shortlistFieldMessages.executiveIdInvalid,
    );
  });

  it('keeps a note of at most 2000 characters (after trimming)', () => {
    expect(saveShortlistNoteBodySchema.parse({ note: ` ${'x'.repeat(2000)} ` }).note).toHaveLength(2000);
    expect(saveShortlistNoteBodySchema.safeParse({ note: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      shortlistFieldMessages.noteTooLong,
    );
  });

  it('needs a non-blank comment of at most 2000 characters (after trimming)', () => {
    expect(postShortlistCommentBodySchema.parse({ text: '  Worth a call  ' })).toEqual({ text: 'Worth a call' });
    for (const text of ['', ' \n ', undefined, 7]) {
      expect(postShortlistCommentBodySchema.safeParse({ text }).error?.issues[0]?.message).toBe(shortlistFieldMessages.commentRequired);
    }
    expect(postShortlistCommentBodySchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      shortlistFieldMessages.commentTooLong,
    );
  });

  it('shares by a valid, trimmed e-mail address', () => {
    expect(shareShortlistBodySchema.parse({ email: ' colin@acme.example ' })).toEqual({ email: 'colin@acme.example' });
    for (const email of ['', 'colin', 'colin@', undefined]) {
      expect(shareShortlistBodySchema.safeParse({ email }).error?.issues[0]?.message).toBe(shortlistFieldMessages.emailInvalid);
    }
  });
});
