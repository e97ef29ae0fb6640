import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  formatResultCount,
  pickFilters,
  setPage,
  setSearchText,
  setSingleFilter,
  splitList,
  takeVisible,
  toDirectoryQuery,
  toggleMultiFilter,
} from './browse-filters.ts';
import { readBrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

describe('browse search in the URL', () => {
  it('keeps every known filter, drops unknown keys, blank values and page 1', () => {
    expect(
      readBrowseSearch({ role: 'vp talent', location: 'germany', industries: 'healthcare,consulting', page: '1', foo: 'x', q: ' ' }),
    ).toEqual({ role: 'vp talent', location: 'germany', industries: 'healthcare,consulting' });
    expect(readBrowseSearch({ page: '3' })).toEqual({ page: '3' });
    expect(readBrowseSearch({ page: 'abc' })).toEqual({});
    expect(readBrowseSearch({ yearsExperience: 10 })).toEqual({ yearsExperience: '10' });
  });
});

describe('filter moves', () => {
  it('cascades the location: region clears country and cities, country clears cities', () => {
    const search = { region: 'europe', country: 'germany', city: 'berlin,munich', page: '2' };
    expect(setSingleFilter(search, 'country', 'france')).toEqual({ region: 'europe', country: 'france' });
    expect(setSingleFilter(search, 'region', 'remote')).toEqual({ region: 'remote' });
    expect(setSingleFilter(search, 'region', undefined)).toEqual({});
    expect(setSingleFilter(search, 'region', 'europe')).toEqual({ region: 'europe', country: 'germany', city: 'berlin,munich' });
    expect(setSingleFilter({ role: 'cpo' }, 'role', undefined)).toEqual({});
  });

  it('toggles one value of a multi-select and goes back to page 1', () => {
    expect(toggleMultiFilter({ page: '4' }, 'industries', 'healthcare')).toEqual({ industries: 'healthcare' });
    expect(toggleMultiFilter({ industries: 'healthcare' }, 'industries', 'consulting')).toEqual({ industries: 'healthcare,consulting' });
    expect(toggleMultiFilter({ industries: 'healthcare,consulting' }, 'industries', 'healthcare')).toEqual({ industries: 'consulting' });
    expect(toggleMultiFilter({ industries: 'healthcare' }, 'industries', 'healthcare')).toEqual({});
  });

  it('sets the search text and the page', () => {
    expect(setSearchText({ role: 'cpo', page: '2' }, '  greenhouse ')).toEqual({ role: 'cpo', q: 'greenhouse' });
    expect(setSearchText({ q: 'x' }, '   ')).toEqual({});
    expect(setPage({ q: 'x' }, 3)).toEqual({ q: 'x', page: '3' });
    expect(setPage({ q: 'x', page: '3' }, 1)).toEqual({ q: 'x' });
    expect(clearFilters()).toEqual({});
  });
});

describe('filter count (spec part 1 section 4)', () => {
  it('counts single selections set plus the lengths of the multi-selects, not the search text or page', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ q: 'anna', page: '2' })).toBe(0);
    expect(
      countActiveFilters({ role: 'vp-talent', location: 'germany', availability: 'fractional', industries: 'a,b,c', city: 'berlin' }),
    ).toBe(7);
    expect(countActiveFilters({ yearsExperience: '10+', priceBands: '2000+', languages: 'english,german', markets: 'apac' })).toBe(5);
  });

  it('keeps only the filters for the drawer', () => {
    expect(pickFilters({ q: 'x', page: '2', role: 'cpo', city: 'berlin' })).toEqual({ role: 'cpo', city: 'berlin' });
  });
});

describe('display helpers', () => {
  it('says Leader for one and Leaders otherwise', () => {
    expect(formatResultCount(1)).toBe('1 Talent Leader Found');
    expect(formatResultCount(0)).toBe('0 Talent Leaders Found');
    expect(formatResultCount(25)).toBe('25 Talent Leaders Found');
  });

  it('shows at most N items and counts the rest', () => {
    expect(takeVisible(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(takeVisible(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
  });

  it('splits lists and builds the API query', () => {
    expect(splitList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitList(undefined)).toEqual([]);
    expect(toDirectoryQuery({ role: 'vp talent', page: '2' })).toEqual({ role: 'vp talent', page: '2' });
  });
});
