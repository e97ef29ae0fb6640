import { describe, expect, it } from 'vitest';
import { hasHubCriteria, readHubSearch, withCategory, withPage, withSearchText } from './hub-search.ts';

describe('readHubSearch', () => {
  it.each([
    [{}, {}],
    [{ search: '  hiring  ' }, { search: 'hiring' }],
    [{ search: '   ' }, {}],
    [{ search: 'x'.repeat(300) }, { search: 'x'.repeat(200) }],
    [{ category: 'talent-acquisition' }, { category: 'talent-acquisition' }],
    [{ category: 'Not A Slug!' }, {}],
    [{ category: '' }, {}],
    [{ page: '3' }, { page: 3 }],
    [{ page: 2 }, { page: 2 }],
    [{ page: '1' }, {}],
    [{ page: '0' }, {}],
    [{ page: '-2' }, {}],
    [{ page: '2.5' }, {}],
    [{ page: 'abc' }, {}],
    [{ page: '10001' }, {}],
    [{ search: 42, category: ['a'], other: 'x' }, {}],
  ])('%j → %j', (raw, expected) => {
    expect(readHubSearch(raw)).toEqual(expected);
  });
});

describe('changing the search', () => {
  const current = { search: 'culture', category: 'leadership', page: 4 };

  it('a new text or category goes back to page 1 and keeps the other criterion', () => {
    expect(withSearchText(current, 'onboarding')).toEqual({ search: 'onboarding', category: 'leadership' });
    expect(withCategory(current, 'hr-technology')).toEqual({ search: 'culture', category: 'hr-technology' });
  });

  it('clearing the text or choosing All Categories drops the parameter', () => {
    expect(withSearchText(current, '  ')).toEqual({ category: 'leadership' });
    expect(withCategory(current, '')).toEqual({ search: 'culture' });
  });

  it('a page keeps the criteria; page 1 is left out of the URL', () => {
    expect(withPage(current, 5)).toEqual({ ...current, page: 5 });
    expect(withPage(current, 1)).toEqual({ search: 'culture', category: 'leadership' });
  });

  it('knows when criteria are set', () => {
    expect(hasHubCriteria({})).toBe(false);
    expect(hasHubCriteria({ page: 2 })).toBe(false);
    expect(hasHubCriteria({ search: 'x' })).toBe(true);
    expect(hasHubCriteria({ category: 'x' })).toBe(true);
  });
});
