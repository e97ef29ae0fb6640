import { describe, expect, it } from 'vitest';
import { findUnstorableText, unstorableTextMessages } from './storable-text.ts';

describe('text PostgreSQL cannot store', () => {
  it('finds nothing in ordinary values, arrays and nested objects', () => {
    expect(findUnstorableText({ q: 'grégoire', industries: 'saas,fintech', page: '2' })).toBeUndefined();
    expect(findUnstorableText({ lists: [['a', { b: 'c' }]], n: 1, none: null })).toBeUndefined();
    expect(findUnstorableText(Object.assign(Object.create(null), { q: 'x' }))).toBeUndefined();
  });

  it('names the field holding a NUL or a lone surrogate, in a value or a key, however deep', () => {
    expect(findUnstorableText({ q: 'a\u0000b' })).toEqual({ field: 'q', message: unstorableTextMessages.nul });
    expect(findUnstorableText({ profile: { bio: ['fine', 'bad \ud800'] } })).toEqual({ field: 'profile.bio.1', message: unstorableTextMessages.loneSurrogate });
    expect(findUnstorableText({ notes: { 'k\u0000': 'v' } })).toEqual({ field: 'notes.k\u0000', message: unstorableTextMessages.nul });
    expect(findUnstorableText(Object.assign(Object.create(null), { q: '\udc00' }))).toEqual({ field: 'q', message: unstorableTextMessages.loneSurrogate });
    expect(findUnstorableText('\u0000')).toEqual({ field: '', message: unstorableTextMessages.nul });
  });
});
