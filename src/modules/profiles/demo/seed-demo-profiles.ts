import type { Faker } from '@faker-js/faker';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { DEMO_PASSWORD, ensureConfirmedUser, hashPassword } from '../../identity/index.ts';
import { loadReferenceData, type ReferenceData, type ReferenceOption } from '../../reference/index.ts';
import { syncDirectoryEntry } from '../domain/directory-sync.ts';
import { ExecutiveProfile } from '../domain/executive-profile.entity.ts';
import { replaceProfileLinks, type ProfileLinks } from '../domain/profile-links.ts';
import { PROFILE_AVAILABILITY } from '../contracts/profile-form.contract.ts';
import { composeBio } from './demo-bio.ts';

export type DemoProfilesSummary = {
  approved: number;
  pending: number;
  incomplete: number;
  created: number;
  /** Ids of the approved demo executives, newest first (the demo shortlists pick from them). */
  approvedIds: string[];
};

type DemoState = 'approved' | 'pending' | 'incomplete';
const PLAN: { state: DemoState; count: number }[] = [
  { state: 'approved', count: 60 },
  { state: 'pending', count: 5 },
  { state: 'incomplete', count: 4 },
];

/** Name locales by country slug, so a demo leader in Lyon is not called John Smith. Latin script only. */
const LOCALES: Record<string, string> = {
  austria: 'fakerDE_AT', belgium: 'fakerNL_BE', 'czech-republic': 'fakerCS_CZ', denmark: 'fakerDA', finland: 'fakerFI',
  france: 'fakerFR', germany: 'fakerDE', ireland: 'fakerEN_IE', italy: 'fakerIT', luxembourg: 'fakerFR_LU',
  netherlands: 'fakerNL', norway: 'fakerNB_NO', poland: 'fakerPL', portugal: 'fakerPT_PT', spain: 'fakerES',
  sweden: 'fakerSV', switzerland: 'fakerDE_CH', 'united-kingdom': 'fakerEN_GB', canada: 'fakerEN_CA',
};

const ascii = (text: string) => text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();

type DemoProfile = {
  firstName: string;
  lastName: string;
  email: string;
  fields: Omit<ExecutiveProfileFields, 'firstName' | 'lastName'>;
  links: ProfileLinks;
};

type ExecutiveProfileFields = {
  firstName: string;
  lastName: string;
  roleId: string;
  regionId: string;
  countryId: string | null;
  yearsExperience: number;
  availability: (typeof PROFILE_AVAILABILITY)[number];
  email: string;
  phone: string;
  linkedinUrl: string;
  cvUrl: string | null;
  bio: string;
};

/** One varied, consistent profile: location, tools and bio all agree with each other. */
function makeProfile(
  fakers: Record<string, Faker>,
  base: Faker,
  reference: ReferenceData,
  taken: Set<string>,
  /** A fixed name (the demo executive account), so the bio speaks of the right person. */
  name?: { firstName: string; lastName: string },
): DemoProfile {
  const h = base.helpers;
  const region = h.weightedArrayElement([
    { weight: 55, value: reference.regions.find((r) => r.slug === 'europe')! },
    { weight: 35, value: reference.regions.find((r) => r.slug === 'north-america')! },
    { weight: 10, value: reference.regions.find((r) => r.slug === 'remote')! },
  ]);
  const country = region.countries.length > 0 ? h.arrayElement(region.countries) : null;
  const cities: ReferenceOption[] = country ? h.arrayElements(country.cities, { min: 1, max: 2 }) : [];
  const local = fakers[(country && LOCALES[country.slug]) ?? ''] ?? (region.slug === 'north-america' ? fakers.fakerEN_US! : base);
  const sex = h.arrayElement(['female', 'male'] as const);
  const firstName = name?.firstName ?? local.person.firstName(sex);
  const lastName = name?.lastName ?? local.person.lastName(sex);
  let handle = `${ascii(firstName)}.${ascii(lastName)}`;
  for (let n = 2; taken.has(handle); n++) handle = `${ascii(firstName)}.${ascii(lastName)}${n}`;
  taken.add(handle);

  const role = h.arrayElement(reference.roles);
  // Fractional leaders have years behind them: no demo profile sits in the 0-2 band.
  const seniorLevels = reference.yearsOfExperience.filter((level) => level.min >= 3);
  const level = h.weightedArrayElement(seniorLevels.map((value, i) => ({ value, weight: [3, 6, 6, 4, 3][i] ?? 1 })));
  const industries = h.arrayElements(reference.industries, { min: 1, max: 4 });
  const tools = h.arrayElements(reference.technologies, { min: 2, max: 5 });
  const markets = h.arrayElements(reference.markets, { min: 1, max: 3 });
  const stages = h.arrayElements(reference.vcStages.filter((s) => s.onProfile), { min: 1, max: 3 });
  const english = reference.languages.find((l) => l.slug === 'english')!;
  const languages = [english, ...h.arrayElements(reference.languages.filter((l) => l !== english), { min: 0, max: 2 })];
  const bandStart = h.arrayElement([0, 0, 1, 1, 1, 2, 2, 3, 4]);
  const bands = reference.priceBands.slice(bandStart, bandStart + h.arrayElement([1, 1, 2]));
  const place = cities[0]?.label ?? country?.label ?? 'Europe';
  const bio = composeBio(
    {
      firstName,
      role: role.label,
      // The stored number is what cards show ('17+ years experience'), so the bio says the same.
      years: level.storedYears,
      industries: industries.slice(0, 2).map((i) => i.label),
      tools: tools.slice(0, 2).map((t) => t.label),
      place,
      stage: stages[0]!.label,
      market: markets.map((m) => m.label).join(' and '),
    },
    (list) => h.arrayElement(list),
    (list) => h.shuffle(list),
  );
  return {
    firstName,
    lastName,
    email: `${handle}@example.com`,
    fields: {
      roleId: role.id,
      regionId: region.id,
      countryId: country?.id ?? null,
      yearsExperience: level.storedYears,
      availability: h.arrayElement(PROFILE_AVAILABILITY),
      email: `${handle}@example.com`,
      phone: local.phone.number({ style: 'international' }),
      linkedinUrl: `https://www.linkedin.com/in/${handle.replace('.', '-')}`,
      cvUrl: base.datatype.boolean(0.6) ? `https://example.com/cv/${handle.replace('.', '-')}.pdf` : null,
      bio,
    },
    links: {
      cityIds: cities.map((c) => c.id),
      priceBandIds: bands.map((b) => b.id),
      industryIds: industries.map((i) => i.id),
      technologyIds: tools.map((t) => t.id),
      companySizeIds: h.arrayElements(reference.companySizes, { min: 1, max: 3 }).map((c) => c.id),
      vcStageIds: stages.map((s) => s.id),
      languageIds: languages.map((l) => l.id),
      marketIds: markets.map((m) => m.id),
      revenueJourneyIds: h.arrayElements(reference.revenueJourneys, { min: 1, max: 3 }).map((r) => r.id),
    },
  };
}

/** Writes one demo profile in its state, unless the executive already has one (idempotent). */
async function writeProfile(
  em: EntityManager,
  id: string,
  profile: DemoProfile,
  state: DemoState,
  approvedAt: Date,
  availabilityConfirmedAt: Date = approvedAt,
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    if (await tx.findOne(ExecutiveProfile, { id })) return false;
    const complete = state !== 'incomplete';
    tx.create(ExecutiveProfile, {
      id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      ...profile.fields,
      // An incomplete profile is one the executive started but never saved through the form.
      ...(complete ? {} : { bio: null, phone: null, linkedinUrl: null, cvUrl: null }),
      profileComplete: complete,
      approved: state === 'approved',
      submittedAt: complete ? approvedAt : null,
      approvedAt: state === 'approved' ? approvedAt : null,
      availabilityConfirmedAt: state === 'approved' ? availabilityConfirmedAt : null,
    });
    await tx.flush();
    await replaceProfileLinks(tx, id, complete ? profile.links : { ...profile.links, priceBandIds: [], revenueJourneyIds: [] });
    if (state === 'approved') await syncDirectoryEntry(tx, id);
    return true;
  });
}

/**
 * Development data: executive@example.com complete and approved, plus about 60 varied approved
 * executives, a few pending and a few incomplete ones, each with a confirmed account (password
 * DEMO_PASSWORD, hashed once). Deterministic (fixed faker seed) and idempotent: run it on every start.
 */
export async function seedDemoProfiles(em: EntityManager): Promise<DemoProfilesSummary> {
  // Imported here: faker is a development dependency and this runs only in development.
  const fakerModule = (await import('@faker-js/faker')) as unknown as Record<string, Faker>;
  const base = fakerModule.fakerEN!;
  const fakers = Object.fromEntries(
    [...new Set([...Object.values(LOCALES), 'fakerEN_US'])].map((key, index) => {
      const instance = fakerModule[key]!;
      instance.seed(20261122 + index);
      return [key, instance];
    }),
  );
  base.seed(20261122);
  const reference = await loadReferenceData(em);
  // One argon2 hash for every demo account: seventy hashes would cost seconds on each start.
  let passwordHash: Promise<string> | undefined;
  const hash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));
  const summary: DemoProfilesSummary = { approved: 0, pending: 0, incomplete: 0, created: 0, approvedIds: [] };
  const taken = new Set<string>();
  const now = Date.now();

  const own = makeProfile(fakers, base, reference, taken, { firstName: 'Evelyn', lastName: 'Executive' });
  const evelyn = { ...own, email: 'executive@example.com' };
  evelyn.fields = { ...own.fields, email: 'executive@example.com', linkedinUrl: 'https://www.linkedin.com/in/evelyn-executive' };
  const evelynId = await ensureConfirmedUser(em.fork(), {
    email: evelyn.email,
    passwordHash: await hash(),
    userType: 'executive',
    firstName: evelyn.firstName,
    lastName: evelyn.lastName,
  });
  // Confirmed 35 days ago: fresh in the directory, and due for the monthly reminder, so
  // `npm run availability -- remind` has something to show in /dev/mail.
  if (await writeProfile(em, evelynId, evelyn, 'approved', new Date(now), new Date(now - 35 * 86_400_000))) summary.created++;
  summary.approved++;

  let index = 0;
  for (const { state, count } of PLAN) {
    for (let i = 0; i < count; i++, index++) {
      const profile = makeProfile(fakers, base, reference, taken);
      const userId = await ensureConfirmedUser(em.fork(), {
        email: profile.email,
        passwordHash: await hash(),
        userType: 'executive',
        firstName: profile.firstName,
        lastName: profile.lastName,
      });
      // Spread over the last 90 days so the directory's recency order has something to sort.
      const at = new Date(now - (index + 1) * 31 * 3600 * 1000);
      // A few leaders have not confirmed their availability for over 90 days (decision 023): they
      // rank below the others and the admin's Approved Executives tab flags them.
      const confirmedAt = state === 'approved' && index % 12 === 5 ? new Date(now - (95 + index) * 86_400_000) : at;
      if (await writeProfile(em, userId, profile, state, at, confirmedAt)) summary.created++;
      summary[state]++;
      if (state === 'approved') summary.approvedIds.push(userId);
    }
  }
  return summary;
}
