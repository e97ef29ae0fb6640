import { describe, expect, it } from 'vitest';
import { invitationFieldMessages } from '@contracts/invitations/contracts/invitation-messages.contract.ts';
import {
  changeLocation,
  emptyInvitationValues,
  firstFieldWithError,
  firstTabWithError,
  serverFieldErrors,
  validateInvitation,
  type InvitationFormValues,
} from './invitation-form-values.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EUROPE = id(1);
const REMOTE = id(2);
const FRANCE = id(3);
const GERMANY = id(4);
const PARIS = id(5);
const LYON = id(6);

const valid = (overrides: Partial<InvitationFormValues> = {}): InvitationFormValues => ({
  ...emptyInvitationValues(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  ...overrides,
});

describe('changeLocation (spec part 2 section 2, location cascade)', () => {
  const chosen = { region: EUROPE, country: FRANCE, city: [PARIS, LYON] };

  it('a new region clears the country and the cities', () => {
    expect(changeLocation(chosen, { field: 'region', value: id(9) })).toEqual({ region: id(9), country: '', city: [] });
  });

  it('Remote, or no region, clears both', () => {
    expect(changeLocation(chosen, { field: 'region', value: REMOTE })).toEqual({ region: REMOTE, country: '', city: [] });
    expect(changeLocation(chosen, { field: 'region', value: '' })).toEqual({ region: '', country: '', city: [] });
  });

  it('a new country clears the cities; choosing the same country keeps them', () => {
    expect(changeLocation(chosen, { field: 'country', value: GERMANY })).toEqual({ region: EUROPE, country: GERMANY, city: [] });
    expect(changeLocation(chosen, { field: 'country', value: FRANCE })).toEqual(chosen);
  });

  it('a city toggles in and out, keeping the order of the others', () => {
    const withParis = { region: EUROPE, country: FRANCE, city: [PARIS] };
    expect(changeLocation(withParis, { field: 'city', value: LYON }).city).toEqual([PARIS, LYON]);
    expect(changeLocation(chosen, { field: 'city', value: PARIS }).city).toEqual([LYON]);
  });

  it('a city without a country changes nothing', () => {
    const none = { region: REMOTE, country: '', city: [] };
    expect(changeLocation(none, { field: 'city', value: PARIS })).toBe(none);
  });

  it('never changes the values it is given', () => {
    const before = structuredClone(chosen);
    changeLocation(chosen, { field: 'city', value: PARIS });
    changeLocation(chosen, { field: 'region', value: REMOTE });
    expect(chosen).toEqual(before);
  });
});

describe('validateInvitation (spec part 2 section 5, with the route schema)', () => {
  it('accepts the names and the e-mail alone, everything else optional', () => {
    const result = validateInvitation(valid());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data).toMatchObject({ firstName: 'Ada', role: null, linkedinUrl: null, city: [] });
  });

  it('gives every message of the section, one per field', () => {
    const result = validateInvitation({ ...emptyInvitationValues(), firstName: 'A', linkedinUrl: 'not a url' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: invitationFieldMessages.firstNameMin,
      lastName: invitationFieldMessages.lastNameMin,
      email: invitationFieldMessages.emailInvalid,
      linkedinUrl: invitationFieldMessages.linkedinUrlInvalid,
    });
    expect(result.errors.firstName).toBe('First name must be at least 2 characters.');
    expect(result.errors.lastName).toBe('Last name must be at least 2 characters.');
    expect(result.errors.email).toBe('Please enter a valid email address.');
    expect(result.errors.linkedinUrl).toBe('Please enter a valid LinkedIn URL.');
    expect(result.firstTab).toBe('basic');
  });

  it('names the first tab with an error: Contact Info when only the LinkedIn URL is wrong', () => {
    const result = validateInvitation(valid({ linkedinUrl: 'ftp://linkedin' }));
    expect(result).toMatchObject({ ok: false, firstTab: 'contact' });
  });

  it('trims the names before counting', () => {
    const result = validateInvitation(valid({ firstName: ' A ' }));
    expect(result).toMatchObject({ ok: false, errors: { firstName: invitationFieldMessages.firstNameMin } });
  });
});

describe('firstTabWithError and firstFieldWithError', () => {
  it('follows the order of the tabs, not of the fields given', () => {
    expect(firstTabWithError(['linkedinUrl', 'city', 'role'])).toBe('professional');
    expect(firstTabWithError(['country'])).toBe('location');
    expect(firstTabWithError([])).toBeUndefined();
  });

  it('follows the order of the fields on the tab', () => {
    expect(firstFieldWithError('basic', { email: 'x', lastName: 'y' })).toBe('lastName');
    expect(firstFieldWithError('contact', { email: 'x' })).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each known field, list items under their field', () => {
    expect(serverFieldErrors({ 'city.0': ['no city'], country: ['no country', 'other'], consultantId: ['x'], '': ['body'] })).toEqual({
      city: 'no city',
      country: 'no country',
    });
  });
});
