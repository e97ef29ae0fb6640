import type { App } from '../../src/app.ts';
import { loadReferenceData, type ReferenceData } from '../../src/modules/reference/index.ts';
import { deleteOwnProfile, reviewProfile, saveOwnProfile } from '../../src/modules/profiles/index.ts';
import { profileFormSchema, type ProfileFormInput } from '../../src/modules/profiles/contracts/profile-form.contract.ts';
import type { ProfileStatus } from '../../src/modules/profiles/contracts/profile-status.contract.ts';
import { createUser, signInAs, type SignedInUser, type TestUser, type UserOverrides } from './users.factory.ts';
import { OPERATOR_ACTOR } from '../../src/platform/audit/audit-trail.ts';

/**
 * THE way to make an executive with a profile in a given state: the account (users.factory), then
 * the profile through the profiles facade (the same commands the routes call, so the directory row
 * and the outbox events are the real ones), without HTTP or a super admin.
 *
 *   const approved = await createExecutive(app);                                   // default 'approved'
 *   const pending = await createExecutive(app, { state: 'pending', profile: { firstName: 'Ada' } });
 *   await createExecutive(app, { account: existingExecutive, state: 'revoked' });  // replace their profile
 */

export const BIO_60_WORDS = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

const referenceCache = new WeakMap<App, Promise<ReferenceData>>();
/** The reference lists (seeded by migration, never change during a test): loaded once per app. */
export function referenceOf(app: App): Promise<ReferenceData> {
  let cached = referenceCache.get(app);
  if (!cached) {
    cached = loadReferenceData(app.deps.orm.em.fork());
    referenceCache.set(app, cached);
  }
  return cached;
}

/** A complete, valid profile form: Greta Gruber in Germany / Berlin, the first option of every list. */
export function profileForm(reference: ReferenceData, overrides: Partial<ProfileFormInput> = {}): ProfileFormInput {
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

export type CreateExecutiveOptions = {
  /** The profile's status afterwards; 'incomplete' means no saved profile. Default 'approved'. */
  state?: ProfileStatus;
  /** Fields of the profile form over `profileForm`'s defaults. */
  profile?: Partial<ProfileFormInput>;
  /** A new account's name, e-mail, confirmation (ignored with `existing`). */
  user?: UserOverrides;
  /** An executive account that already exists: any profile they have is replaced. */
  existing?: TestUser;
  /** The reason recorded for 'rejected' and 'revoked'. */
  reason?: string;
};

/** How each state is reached from a fresh save (decision 008's transitions). */
const DECISIONS: Record<ProfileStatus, readonly ('approve' | 'reject' | 'revoke')[]> = {
  incomplete: [],
  pending: [],
  approved: ['approve'],
  rejected: ['reject'],
  revoked: ['approve', 'revoke'],
};

/** An executive with a live session (`headers` for app.inject) and a profile in `options.state`. */
export async function createExecutive(app: App, options: CreateExecutiveOptions = {}): Promise<SignedInUser> {
  const state = options.state ?? 'approved';
  const account = options.existing ?? (await createUser(app, 'executive', options.user));
  const em = () => app.deps.orm.em.fork();
  if (options.existing) await deleteOwnProfile(em(), account.id);
  if (state !== 'incomplete') {
    const form = profileForm(await referenceOf(app), options.profile);
    await saveOwnProfile(em(), account.id, profileFormSchema.parse(form));
    for (const decision of DECISIONS[state]) await reviewProfile(em(), account.id, decision, options.reason ?? null, OPERATOR_ACTOR);
  }
  return signInAs(app, account);
}
