import type { App } from '../../../src/app.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import type { ProfileFormInput } from '../../../src/modules/profiles/contracts/profile-form.contract.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';

export const BIO_60_WORDS = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

export async function referenceOf(app: App): Promise<ReferenceData> {
  return loadReferenceData(app.deps.orm.em.fork());
}

/** A complete, valid form: Germany / Berlin, the first option of every list. */
export function validForm(reference: ReferenceData, overrides: Partial<ProfileFormInput> = {}): ProfileFormInput {
  const europe = reference.regions.find((r) => r.slug === 'europe')!;
  const germany = europe.countries.find((c) => c.slug === 'germany')!;
  return {
    firstName: 'Greta',
    lastName: 'Gruber',
    role: reference.roles[0]!.id,
    region: europe.id,
    country: germany.id,
    city: [germany.cities[0]!.id],
    yearsExperience: '10+',
    availability: 'part-time',
    email: 'greta.gruber@acme-test.example',
    phone: '+49 30 1234567',
    linkedinUrl: 'https://www.linkedin.com/in/greta-gruber',
    cvUrl: 'https://cv.acme-test.example/greta.pdf',
    bio: BIO_60_WORDS,
    priceRanges: [reference.priceBands[1]!.id],
    industries: [reference.industries[0]!.id, reference.industries[1]!.id],
    technologies: [reference.technologies[0]!.id],
    companySizes: [reference.companySizes[0]!.id],
    vcStages: [reference.vcStages[0]!.id],
    languages: [reference.languages[0]!.id],
    markets: [reference.markets[0]!.id],
    revenueJourneys: [reference.revenueJourneys[0]!.id],
    ...overrides,
  };
}

export async function saveProfile(app: App, user: SignedInUser, form: ProfileFormInput) {
  return app.inject({ method: 'PUT', url: '/api/profile', headers: user.headers, payload: form });
}

/** An executive whose profile is saved (pending) and, if asked, approved by `admin`. */
export async function createExecutiveWithProfile(
  app: App,
  reference: ReferenceData,
  options: { admin?: SignedInUser; form?: Partial<ProfileFormInput> } = {},
): Promise<SignedInUser> {
  const executive = await createSignedInUser(app, 'executive');
  const saved = await saveProfile(app, executive, validForm(reference, options.form));
  if (saved.statusCode !== 200) throw new Error(`profile save failed: ${saved.body}`);
  if (options.admin) {
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/executives/${executive.id}/approve`,
      headers: options.admin.headers,
    });
    if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  }
  return executive;
}

/** The directory row of an executive, through the directory's own search route (as a client sees it). */
export async function isInDirectory(app: App, viewer: SignedInUser, executiveId: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: '/api/directory?page=1', headers: viewer.headers });
  const body = res.json<{ results: { id: string }[]; total: number }>();
  if (body.total > 24) throw new Error('isInDirectory assumes one page of results');
  return body.results.some((card) => card.id === executiveId);
}
