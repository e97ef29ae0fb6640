import { describe, expect, it } from 'vitest';
import { browseSearchOfFilters, filtersOfBrowseSearch } from './saved-search-filters.ts';

describe('saved search filters and the /browse URL', () => {
  it('saves every filter but the page', () => {
    expect(filtersOfBrowseSearch({ role: 'vp-talent', city: 'berlin,munich', page: '3', q: 'greenhouse' })).toEqual({
      role: 'vp-talent',
      city: 'berlin,munich',
      q: 'greenhouse',
    });
  });

  it('opens a saved search with the keys /browse knows, and nothing else', () => {
    expect(browseSearchOfFilters({ role: 'vp-talent', industries: 'consulting', colour: 'blue', page: '2' })).toEqual({
      role: 'vp-talent',
      industries: 'consulting',
    });
  });
});
