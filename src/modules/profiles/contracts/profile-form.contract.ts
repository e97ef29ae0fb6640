import { z } from 'zod';
import type { ReferenceData } from '../../reference/contracts/reference.contract.ts';
import { profileFieldMessages as m } from './profile-messages.contract.ts';

/** Availability stored on a profile (spec part 1 section 3). */
export const PROFILE_AVAILABILITY = ['full-time', 'part-time', 'specific-hours', 'any'] as const;
export type ProfileAvailability = (typeof PROFILE_AVAILABILITY)[number];

/** Years-of-experience options; the profile stores each one's number (1, 4, 8, 12, 17, 22). */
export const EXPERIENCE_LEVELS = ['0-2', '3-5', '6-10', '10+', '15+', '20+'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const BIO_MIN_WORDS = 50;
export const BIO_MAX_WORDS = 400;
/** 400 words fit easily; the cap only bounds what one request can send. */
const BIO_MAX_CHARACTERS = 8000;
/** No option list has more than 30 entries (languages); anything longer is not a form. */
const MAX_SELECTIONS = 100;

/** Words as the live counter shows them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A valid http(s) URL, or empty (stored as null). */
const optionalUrl = (message: string) =>
  z.preprocess(
    (value) => (value === undefined ? null : emptyToNull(value)),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message }).max(2000, message).nullable(),
  );

const selection = (message: string) =>
  z.array(z.string({ message }), { message }).min(1, message).max(MAX_SELECTIONS, m.tooManySelections);

/**
 * The profile form (spec part 1 section 3 'Profile form fields', rules of section 5). Option fields
 * carry reference-data ids (GET /api/reference); availability and yearsExperience carry the option
 * slugs. Rules that need the option lists (country required for a region with countries, ids that
 * exist) are in `locationIssues` below and in the server's reference check.
 */
export const profileFormSchema = z.object({
  firstName: z.string({ message: m.firstNameMin }).trim().min(2, m.firstNameMin).max(100),
  lastName: z.string({ message: m.lastNameMin }).trim().min(2, m.lastNameMin).max(100),
  role: z.string({ message: m.roleRequired }).trim().min(2, m.roleRequired),
  region: z.string({ message: m.regionRequired }).trim().min(1, m.regionRequired),
  /** Required when the region has countries; empty otherwise. */
  country: z.preprocess((value) => (value === undefined ? null : emptyToNull(value)), z.string().trim().nullable()),
  city: z.array(z.string(), { message: m.cityNotInCountry }).max(MAX_SELECTIONS, m.tooManySelections).default([]),
  yearsExperience: z.enum(EXPERIENCE_LEVELS, { message: m.yearsExperienceRequired }),
  availability: z.enum(PROFILE_AVAILABILITY, { message: m.availabilityRequired }),
  email: z.string({ message: m.emailInvalid }).trim().pipe(z.email({ message: m.emailInvalid }).max(320, m.emailInvalid)),
  phone: z.string({ message: m.phoneMin }).trim().min(5, m.phoneMin).max(40, m.phoneMin),
  linkedinUrl: optionalUrl(m.linkedinUrlInvalid),
  cvUrl: optionalUrl(m.cvUrlInvalid),
  bio: z
    .string({ message: m.bioMinWords })
    .trim()
    .max(BIO_MAX_CHARACTERS, m.bioMaxWords)
    .refine((bio) => countWords(bio) >= BIO_MIN_WORDS, { message: m.bioMinWords, abort: true })
    .refine((bio) => countWords(bio) <= BIO_MAX_WORDS, { message: m.bioMaxWords }),
  priceRanges: selection(m.priceRangesRequired),
  industries: selection(m.industriesRequired),
  technologies: selection(m.technologiesRequired),
  companySizes: selection(m.companySizesRequired),
  vcStages: selection(m.vcStagesRequired),
  languages: selection(m.languagesRequired),
  markets: selection(m.marketsRequired),
  revenueJourneys: selection(m.revenueJourneysRequired),
});

/** What the form holds (inputs may be empty strings). */
export type ProfileFormInput = z.input<typeof profileFormSchema>;
/** What the server stores after parsing. */
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The form fields whose values are reference ids, with the option list each comes from. */
export const PROFILE_OPTION_FIELDS = {
  role: 'roles',
  region: 'regions',
  country: 'countries',
  city: 'cities',
  priceRanges: 'priceBands',
  industries: 'industries',
  technologies: 'technologies',
  companySizes: 'companySizes',
  vcStages: 'vcStages',
  languages: 'languages',
  markets: 'markets',
  revenueJourneys: 'revenueJourneys',
} as const;
export type ProfileOptionField = keyof typeof PROFILE_OPTION_FIELDS;

type LocationFields = Pick<ProfileForm, 'region' | 'country' | 'city'>;

/**
 * The location rules that need the option lists: a region with countries needs one of its
 * countries; a region without (remote) takes none; cities must be the chosen country's. Returns
 * field messages (empty = fine). The web runs it in a superRefine, the server before saving.
 */
export function locationIssues(form: LocationFields, reference: Pick<ReferenceData, 'regions'>): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  const region = reference.regions.find((r) => r.id === form.region.toLowerCase());
  if (!region) return issues; // an unknown region is reported as an unavailable option
  if (region.countries.length === 0) {
    if (form.country) issues.country = [m.countryNotInRegion];
    if (form.city.length > 0) issues.city = [m.cityNotInCountry];
    return issues;
  }
  if (!form.country) {
    issues.country = [m.countryRequired];
    if (form.city.length > 0) issues.city = [m.cityNotInCountry];
    return issues;
  }
  const country = region.countries.find((c) => c.id === form.country?.toLowerCase());
  if (!country) {
    issues.country = [m.countryNotInRegion];
    return issues;
  }
  const cities = new Set(country.cities.map((c) => c.id));
  if (form.city.some((id) => !cities.has(id.toLowerCase()))) issues.city = [m.cityNotInCountry];
  return issues;
}

/** The form schema with the location rules of these option lists (for react-hook-form). */
export function profileFormSchemaFor(reference: Pick<ReferenceData, 'regions'>) {
  return profileFormSchema.superRefine((form, ctx) => {
    for (const [field, messages] of Object.entries(locationIssues(form, reference))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
