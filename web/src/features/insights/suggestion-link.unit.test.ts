import { describe, expect, it } from 'vitest';
import { linkOf } from './suggestion-link.ts';

describe('a suggestion’s action address', () => {
  it('is followed by the router when it is one of the app’s pages, path, search and hash apart', () => {
    expect(linkOf('/profile/edit')).toEqual({ kind: 'internal', to: '/profile/edit', search: {}, hash: undefined });
    expect(linkOf('/profile/edit?section=bio#expertise')).toEqual({ kind: 'internal', to: '/profile/edit', search: { section: 'bio' }, hash: 'expertise' });
  });

  it('is a plain link for another site, another host or another scheme', () => {
    expect(linkOf('https://example.com/guide')).toEqual({ kind: 'external', href: 'https://example.com/guide' });
    expect(linkOf('//example.com/x')).toEqual({ kind: 'external', href: '//example.com/x' });
    expect(linkOf('/\\example.com')).toEqual({ kind: 'external', href: '/\\example.com' });
    expect(linkOf('mailto:team@example.com')).toEqual({ kind: 'external', href: 'mailto:team@example.com' });
  });
});
