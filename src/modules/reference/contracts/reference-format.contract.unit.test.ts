import { describe, expect, it } from 'vitest';
import {
  CONTACT_FOR_PRICING,
  currencySymbolFor,
  formatDayRate,
  formatPriceBand,
  formatPriceRange,
} from './price-format.contract.ts';
import { labelOf, labelsOf } from './reference-labels.contract.ts';

const europe = { slug: 'europe' };
const band = (min: number, max: number | null) => ({ min, max });

describe('currencySymbolFor', () => {
  it('is € with no region and for remote', () => {
    expect(currencySymbolFor(undefined, undefined)).toBe('€');
    expect(currencySymbolFor(null, null)).toBe('€');
    expect(currencySymbolFor({ slug: 'remote' }, undefined)).toBe('€');
  });

  it('is £ for the UK and € for the rest of Europe, a country or not', () => {
    expect(currencySymbolFor(europe, { currency: 'GBP' })).toBe('£');
    expect(currencySymbolFor(europe, { currency: 'EUR' })).toBe('€');
    expect(currencySymbolFor(europe, undefined)).toBe('€');
  });

  it('is $ in North America, Canada included', () => {
    expect(currencySymbolFor({ slug: 'north-america' }, { currency: 'USD' })).toBe('$');
    expect(currencySymbolFor({ slug: 'north-america' }, { currency: 'CAD' })).toBe('$');
    expect(currencySymbolFor({ slug: 'north-america' }, undefined)).toBe('$');
  });
});

describe('formatPriceRange', () => {
  it('spans the lowest minimum to the highest maximum, in any order', () => {
    expect(formatPriceRange([band(1000, 1500), band(500, 1000)], '€')).toBe('€500-1500');
    expect(formatPriceRange([band(250, 500)], '£')).toBe('£250-500');
  });

  it('ends in + when an open band is chosen', () => {
    expect(formatPriceRange([band(500, 1000), band(2000, null)], '$')).toBe('$500+');
  });

  it('says Contact for pricing with no band', () => {
    expect(formatPriceRange([], '€')).toBe(CONTACT_FOR_PRICING);
  });
});

describe('price labels', () => {
  it('puts the symbol before a band label and per day after a range', () => {
    expect(formatPriceBand('£', '2000+')).toBe('£2000+');
    expect(formatDayRate('€500-1500')).toBe('€500-1500 per day');
    expect(formatDayRate(CONTACT_FOR_PRICING)).toBe('Contact for pricing');
  });
});

describe('labelsOf / labelOf', () => {
  const list = [
    { id: 'a', label: 'Alpha' },
    { id: 'b', label: 'Beta' },
    { id: 'c', label: 'Gamma' },
  ];

  it('gives the labels in the list order, skipping unknown ids and repeats', () => {
    expect(labelsOf(list, ['c', 'x', 'a', 'a'])).toEqual(['Alpha', 'Gamma']);
    expect(labelsOf(list, [])).toEqual([]);
  });

  it('gives one label, or undefined for none or an unknown id', () => {
    expect(labelOf(list, 'b')).toBe('Beta');
    expect(labelOf(list, 'x')).toBeUndefined();
    expect(labelOf(list, null)).toBeUndefined();
  });
});
