import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { changeLocation, changePlace, findLocationPlace, showLocationAsPlace } from './location-filter.ts';

const ID = '00000000-0000-4000-8000-000000000000';
const place = (slug: string, cities: string[] = []) => ({
  id: ID,
  slug,
  label: slug,
  kind: 'country' as const,
  currency: 'EUR' as const,
  cities: cities.map((c) => ({ id: ID, slug: c, label: c })),
});
const regions: ReferenceData['regions'] = [
  { id: ID, slug: 'europe', label: 'Europe', countries: [place('germany', ['berlin', 'munich']), place('france', ['paris'])] },
  { id: ID, slug: 'north-america', label: 'North America', countries: [place('east-coast', ['new-york'])] },
  { id: ID, slug: 'remote', label: 'Remote', countries: [] },
];

describe('a home-form location in the filter panel', () => {
  it('finds the region of a country or area; none for remote, a region or an unknown slug', () => {
    expect(findLocationPlace(regions, 'germany')).toEqual({ region: 'europe', country: 'germany' });
    expect(findLocationPlace(regions, 'East-Coast')).toEqual({ region: 'north-america', country: 'east-coast' });
    for (const location of ['remote', 'europe', 'atlantis', undefined]) expect(findLocationPlace(regions, location)).toBeUndefined();
  });

  it('shows location=germany as Europe / Germany, unless the URL chose its own country or another region', () => {
    expect(showLocationAsPlace(regions, { location: 'germany', role: 'cpo' })).toEqual({
      location: 'germany',
      role: 'cpo',
      region: 'europe',
      country: 'germany',
    });
    expect(showLocationAsPlace(regions, { location: 'germany', region: 'europe' })).toMatchObject({ country: 'germany' });
    expect(showLocationAsPlace(regions, { location: 'germany', country: 'france' })).toEqual({ location: 'germany', country: 'france' });
    expect(showLocationAsPlace(regions, { location: 'germany', region: 'north-america' })).toEqual({
      location: 'germany',
      region: 'north-america',
    });
    expect(showLocationAsPlace(regions, { location: 'remote' })).toEqual({ location: 'remote' });
  });

  it('keeps the location in the URL while the region and country stay its own', () => {
    expect(changePlace(regions, { location: 'germany', city: 'berlin' }, 'region', 'europe')).toEqual({ location: 'germany', city: 'berlin' });
    expect(changePlace(regions, { location: 'germany', page: '2' }, 'country', 'germany')).toEqual({ location: 'germany' });
  });

  it('drops the location once the region or country moves away from it', () => {
    expect(changePlace(regions, { location: 'germany', city: 'berlin' }, 'country', 'france')).toEqual({ region: 'europe', country: 'france' });
    expect(changePlace(regions, { location: 'germany', city: 'berlin' }, 'country', undefined)).toEqual({ region: 'europe' });
    expect(changePlace(regions, { location: 'germany', role: 'cpo' }, 'region', undefined)).toEqual({ role: 'cpo' });
    expect(changePlace(regions, { location: 'germany' }, 'region', 'north-america')).toEqual({ region: 'north-america' });
  });

  it('behaves as the plain cascade without a country location', () => {
    expect(changePlace(regions, { location: 'remote', region: 'europe', country: 'germany', city: 'berlin' }, 'region', 'north-america')).toEqual({
      location: 'remote',
      region: 'north-america',
    });
  });

  it("clears the old location's cities when the location changes", () => {
    expect(changeLocation(regions, { location: 'germany', city: 'berlin' }, 'france')).toEqual({ location: 'france' });
    expect(changeLocation(regions, { location: 'germany', city: 'berlin' }, 'germany')).toEqual({ location: 'germany', city: 'berlin' });
    expect(changeLocation(regions, { region: 'europe', country: 'germany', city: 'berlin' }, 'remote')).toEqual({
      region: 'europe',
      country: 'germany',
      city: 'berlin',
      location: 'remote',
    });
  });
});
