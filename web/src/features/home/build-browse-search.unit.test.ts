import { describe, expect, it } from 'vitest';
import { buildBrowseSearch } from './build-browse-search.ts';

describe('buildBrowseSearch', () => {
  it('keeps only the chosen values, in the order role, location, availability', () => {
    expect(buildBrowseSearch({ role: '', location: '', availability: '' })).toEqual({});
    expect(buildBrowseSearch({ role: '', location: 'germany', availability: '' })).toEqual({ location: 'germany' });
    expect(Object.keys(buildBrowseSearch({ role: 'cpo', location: 'remote', availability: 'retainer' }))).toEqual([
      'role',
      'location',
      'availability',
    ]);
  });
});
