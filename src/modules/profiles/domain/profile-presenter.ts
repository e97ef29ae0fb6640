import { currencySymbolFor, formatPriceRange } from '../../reference/contracts/price-format.contract.ts';
import { labelOf, labelsOf as labels } from '../../reference/contracts/reference-labels.contract.ts';
import type { ReferenceData } from '../../reference/index.ts';
import type { ProfileDisplay, ProfileFormValues } from '../contracts/profile-dto.contract.ts';
import type { ProfileRecord } from './profile-record.ts';

const DEFAULT_TITLE = 'Executive';

export function titleOf(reference: Pick<ReferenceData, 'roles'>, roleId: string | null): string {
  return labelOf(reference.roles, roleId) || DEFAULT_TITLE;
}

function placeOf(reference: ReferenceData, profile: ProfileRecord) {
  const region = reference.regions.find((r) => r.id === profile.regionId);
  const country = region?.countries.find((c) => c.id === profile.countryId);
  return { region, country, cities: country ? labels(country.cities, profile.links.cityIds) : [] };
}

/** What /profile, /executives/{id} and the admin preview show about a profile's attributes. */
export function presentProfile(reference: ReferenceData, profile: ProfileRecord): ProfileDisplay {
  const { region, country, cities } = placeOf(reference, profile);
  const symbol = currencySymbolFor(region, country);
  let displayLocation = 'Global';
  if (country) displayLocation = cities[0] ? `${country.label}, ${cities[0]}` : country.label;
  else if (region) displayLocation = region.label;
  const links = profile.links;
  return {
    title: titleOf(reference, profile.roleId),
    displayLocation,
    region: region?.label ?? null,
    country: country?.label ?? null,
    cities,
    yearsExperience: profile.yearsExperience,
    availabilityLabel:
      reference.profileAvailability.find((option) => option.slug === profile.availability)?.label ?? 'Any',
    priceRange: formatPriceRange(
      reference.priceBands.filter((band) => links.priceBandIds.includes(band.id)),
      symbol,
    ),
    currencySymbol: symbol,
    priceBands: labels(reference.priceBands, links.priceBandIds),
    industries: labels(reference.industries, links.industryIds),
    technologies: labels(reference.technologies, links.technologyIds),
    companySizes: labels(reference.companySizes, links.companySizeIds),
    vcStages: labels(reference.vcStages, links.vcStageIds),
    languages: labels(reference.languages, links.languageIds),
    markets: labels(reference.markets, links.marketIds),
    revenueJourneys: labels(reference.revenueJourneys, links.revenueJourneyIds),
    availabilityConfirmedAt: profile.approved ? (profile.availabilityConfirmedAt?.toISOString() ?? null) : null,
  };
}

/** The stored profile in the form's shape, to fill /profile/edit (empty strings for unset fields). */
export function presentFormValues(reference: ReferenceData, profile: ProfileRecord): ProfileFormValues {
  const level = reference.yearsOfExperience.find((option) => option.storedYears === profile.yearsExperience);
  const links = profile.links;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: profile.roleId ?? '',
    region: profile.regionId ?? '',
    country: profile.countryId ?? '',
    city: links.cityIds,
    yearsExperience: (level?.slug as ProfileFormValues['yearsExperience'] | undefined) ?? '',
    availability: profile.availability ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    cvUrl: profile.cvUrl ?? '',
    bio: profile.bio ?? '',
    priceRanges: links.priceBandIds,
    industries: links.industryIds,
    technologies: links.technologyIds,
    companySizes: links.companySizeIds,
    vcStages: links.vcStageIds,
    languages: links.languageIds,
    markets: links.marketIds,
    revenueJourneys: links.revenueJourneyIds,
  };
}
