import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../src/modules/reference/index.ts';
import { profileFieldMessages as m, profileMessages } from '../../../src/modules/profiles/contracts/profile-messages.contract.ts';
import { countWords, profileFormSchemaFor } from '../../../src/modules/profiles/contracts/profile-form.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, csrfHeaders, type SignedInUser } from '../../factories/users.factory.ts';
import { profileForm, referenceOf } from '../../factories/executives.factory.ts';
import { saveProfile } from './profile-fixtures.ts';

/** Spec part 1 section 5 'Profile form': every rule answers with its exact message, as a field error. */
describe('profile form rules (PUT /api/profile)', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let executive: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    reference = await referenceOf(t.app);
    executive = await createSignedInUser(t.app, 'executive');
  });
  afterAll(async () => {
    await t.close();
  });

  const words = (n: number) => Array.from({ length: n }, () => 'talent').join(' ');
  const unknownId = '00000000-0000-4000-8000-000000000000';

  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['firstName', () => ({ firstName: 'A' }), 'firstName', m.firstNameMin],
    ['lastName', () => ({ lastName: ' B ' }), 'lastName', m.lastNameMin],
    ['role', () => ({ role: '' }), 'role', m.roleRequired],
    ['region', () => ({ region: '' }), 'region', m.regionRequired],
    ['yearsExperience', () => ({ yearsExperience: '' }), 'yearsExperience', m.yearsExperienceRequired],
    ['availability', () => ({ availability: undefined }), 'availability', m.availabilityRequired],
    ['email', () => ({ email: 'not-an-email' }), 'email', m.emailInvalid],
    ['phone', () => ({ phone: '1234' }), 'phone', m.phoneMin],
    ['linkedinUrl', () => ({ linkedinUrl: 'linkedin/me' }), 'linkedinUrl', m.linkedinUrlInvalid],
    ['cvUrl', () => ({ cvUrl: 'javascript:alert(1)' }), 'cvUrl', m.cvUrlInvalid],
    ['bio too short', () => ({ bio: words(49) }), 'bio', m.bioMinWords],
    ['bio too long', () => ({ bio: words(401) }), 'bio', m.bioMaxWords],
    ['priceRanges', () => ({ priceRanges: [] }), 'priceRanges', m.priceRangesRequired],
    ['industries', () => ({ industries: [] }), 'industries', m.industriesRequired],
    ['technologies', () => ({ technologies: [] }), 'technologies', m.technologiesRequired],
    ['companySizes', () => ({ companySizes: [] }), 'companySizes', m.companySizesRequired],
    ['vcStages', () => ({ vcStages: [] }), 'vcStages', m.vcStagesRequired],
    ['languages', () => ({ languages: [] }), 'languages', m.languagesRequired],
    ['markets', () => ({ markets: [] }), 'markets', m.marketsRequired],
    ['revenueJourneys', () => ({ revenueJourneys: undefined }), 'revenueJourneys', m.revenueJourneysRequired],
  ];

  it.each(cases)('%s: answers 400 with its message on the field', async (_name, override, field, message) => {
    const res = await saveProfile(t.app, executive, { ...profileForm(reference), ...override() } as never);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('accepts empty LinkedIn and CV URLs, and exactly 50 and 400 words', async () => {
    for (const bio of [words(50), words(400)]) {
      const res = await saveProfile(t.app, executive, profileForm(reference, { linkedinUrl: '', cvUrl: '', bio }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const own = await t.app.inject({ method: 'GET', url: '/api/profile', headers: executive.headers });
    expect(own.json().form.linkedinUrl).toBe('');
    expect(own.json().form.cvUrl).toBe('');
  });

  it('refuses ids that are not UUIDs of existing rows of the right list, field by field, and stores nothing', async () => {
    const other = await createSignedInUser(t.app, 'executive');
    const res = await saveProfile(
      t.app,
      other,
      profileForm(reference, {
        industries: [reference.industries[0]!.id, 'finance'],
        technologies: [unknownId],
        languages: [reference.markets[0]!.id],
        role: reference.industries[0]!.id,
        vcStages: [reference.vcStages.find((s) => !s.onProfile)!.id],
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    for (const field of ['industries', 'technologies', 'languages', 'role', 'vcStages']) {
      expect(errors[field], field).toEqual([m.optionUnavailable]);
    }
    const own = await t.app.inject({ method: 'GET', url: '/api/profile', headers: other.headers });
    expect(own.json().status).toBe('incomplete');
  });

  it('requires a country for a region with countries, takes none for remote, and cities of the chosen country', async () => {
    const europe = reference.regions.find((r) => r.slug === 'europe')!;
    const remote = reference.regions.find((r) => r.slug === 'remote')!;
    const france = europe.countries.find((c) => c.slug === 'france')!;
    const canada = reference.regions.find((r) => r.slug === 'north-america')!.countries.find((c) => c.slug === 'canada')!;

    const noCountry = await saveProfile(t.app, executive, profileForm(reference, { country: '', city: [] }));
    expect(noCountry.json().errors.country).toEqual([m.countryRequired]);
    const wrongRegion = await saveProfile(t.app, executive, profileForm(reference, { country: canada.id, city: [] }));
    expect(wrongRegion.json().errors.country).toEqual([m.countryNotInRegion]);
    const wrongCity = await saveProfile(t.app, executive, profileForm(reference, { country: france.id }));
    expect(wrongCity.json().errors.city).toEqual([m.cityNotInCountry]);
    const remoteWithCountry = await saveProfile(t.app, executive, profileForm(reference, { region: remote.id }));
    expect(remoteWithCountry.json().errors.country).toEqual([m.countryNotInRegion]);

    const remoteOk = await saveProfile(t.app, executive, profileForm(reference, { region: remote.id, country: '', city: [] }));
    expect(remoteOk.statusCode, remoteOk.body).toBe(200);
    expect(remoteOk.json().message).toBe(profileMessages.updated);
  });

  it('the shared schema gives the web the same location rules and word counter', () => {
    const schema = profileFormSchemaFor(reference);
    const result = schema.safeParse(profileForm(reference, { country: '', city: [] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['country', m.countryRequired]]);
    expect(schema.safeParse(profileForm(reference)).success).toBe(true);
    expect(countWords('  one two\nthree\tfour  ')).toBe(4);
  });

  it('only executives may save: a client gets the spec message, a visitor 401', async () => {
    const client = await createSignedInUser(t.app, 'client');
    const asClient = await saveProfile(t.app, client, profileForm(reference));
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().detail).toBe(profileMessages.editAccessDenied);
    const asVisitor = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: csrfHeaders,
      payload: profileForm(reference),
    });
    expect(asVisitor.statusCode).toBe(401);
  });
});
