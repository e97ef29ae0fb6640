import { describe, expect, it } from 'vitest';
import { parseSearchParams, stringifySearchParams } from './router-search.ts';

describe('URL search params', () => {
  it('writes only non-empty values, spaces as %20, numbers unquoted', () => {
    expect(stringifySearchParams({ role: 'vp talent', location: '', availability: undefined })).toBe('?role=vp%20talent');
    expect(stringifySearchParams({ price: 2000, yearsExperience: '10+' })).toBe('?price=2000&yearsExperience=10%2B');
    expect(stringifySearchParams({ city: ['berlin', 'munich'] })).toBe('?city=berlin%2Cmunich');
    expect(stringifySearchParams({})).toBe('');
  });

  it('reads every value as a string, the first one when a key repeats', () => {
    expect(parseSearchParams('?role=vp+talent&price=2000&role=cpo')).toEqual({ role: 'vp talent', price: '2000' });
    expect(parseSearchParams('')).toEqual({});
  });
});
