import { describe, expect, it } from 'vitest';
import { changeCountry, changeRegion, differsFrom, emptyProfileValues, pruneProfileValues, toggleSelection } from './profile-values.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const opt = (n: number, slug = `o${n}`) => ({ id: id(n), slug, label: slug });

const reference = {
  roles: [opt(1, 'vp-talent')],
  regions: [
    {
      ...opt(10, 'europe'),
      countries: [
        { ...opt(11, 'france'), kind: 'country' as const, currency: 'EUR' as const, cities: [opt(12, 'paris'), opt(13, 'lyon')] },
        { ...opt(14, 'germany'), kind: 'country' as const, currency: 'EUR' as const, cities: [opt(15, 'berlin')] },
      ],
    },
    { ...opt(20, 'remote'), countries: [] },
  ],
  priceBands: [{ ...opt(30), min: 250, max: 500 }],
  industries: [{ ...opt(31), name: 'x', aliases: [] }],
  technologies: [{ ...opt(32), category: 'ATS' }],
  companySizes: [opt(33)],
  vcStages: [
    { ...opt(34, 'seed'), onProfile: true },
    { ...opt(35, 'ipo'), onProfile: false },
  ],
  languages: [opt(36)],
  markets: [opt(37)],
  revenueJourneys: [opt(38)],
  yearsOfExperience: [{ ...opt(39, '10+'), storedYears: 12, min: 10, max: null }],
  profileAvailability: [opt(40, 'part-time')],
};

describe('profile form values', () => {
  it('prunes selections that are not among the options (including off-profile VC stages)', () => {
    const pruned = pruneProfileValues(
      {
        ...emptyProfileValues(),
        firstName: 'Ada',
        role: 'not-a-role',
        industries: [id(31), 'bogus', id(31)],
        vcStages: [id(34), id(35)],
        languages: 'English',
        yearsExperience: '10+',
        availability: 'sometimes',
        unknownField: 'x',
      },
      reference,
    );
    expect(pruned.firstName).toBe('Ada');
    expect(pruned.role).toBe('');
    expect(pruned.industries).toEqual([id(31)]);
    expect(pruned.vcStages).toEqual([id(34)]);
    expect(pruned.languages).toEqual([]);
    expect(pruned.yearsExperience).toBe('10+');
    expect(pruned.availability).toBe('');
    expect(pruned).not.toHaveProperty('unknownField');
  });

  it('keeps a consistent location and cuts back one that is not', () => {
    const location = (region: string, country: string, city: string[]) =>
      pruneProfileValues({ region, country, city }, reference);
    expect(location(id(10), id(11), [id(12), id(15)])).toMatchObject({ region: id(10), country: id(11), city: [id(12)] });
    expect(location(id(10), id(14), [id(12)])).toMatchObject({ country: id(14), city: [] });
    expect(location(id(20), id(11), [id(12)])).toMatchObject({ region: id(20), country: '', city: [] });
    expect(location('gone', id(11), [id(12)])).toMatchObject({ region: '', country: '', city: [] });
  });

  it('cascades location changes and toggles cities', () => {
    expect(changeRegion(id(20))).toEqual({ region: id(20), country: '', city: [] });
    expect(changeRegion('')).toEqual({ region: '', country: '', city: [] });
    expect(changeCountry(id(14))).toEqual({ country: id(14), city: [] });
    expect(toggleSelection([id(12)], id(13))).toEqual([id(12), id(13)]);
    expect(toggleSelection([id(12), id(13)], id(12))).toEqual([id(13)]);
  });

  it('prefills the empty form from the account and compares values', () => {
    const empty = emptyProfileValues({ firstName: 'Ada', lastName: null, email: 'ada@acme.example' });
    expect(empty).toMatchObject({ firstName: 'Ada', lastName: '', email: 'ada@acme.example', industries: [] });
    expect(differsFrom(empty, { ...empty })).toBe(false);
    expect(differsFrom(empty, { ...empty, bio: 'x' })).toBe(true);
  });
});
