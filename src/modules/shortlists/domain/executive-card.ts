import type { DirectoryCard } from '../../directory/index.ts';
import type { ShortlistExecutiveCard } from '../contracts/shortlists.contract.ts';

/** What an entry shows of its executive; null when the directory does not list them for a client. */
export function cardOf(card: DirectoryCard | undefined): ShortlistExecutiveCard | null {
  // A client always gets full cards; anything else means the executive is not listed for them.
  if (card?.access !== 'full') return null;
  return {
    firstName: card.firstName,
    lastName: card.lastName,
    name: card.name,
    title: card.title,
    displayLocation: card.displayLocation,
    availability: card.availability,
    industries: card.industries,
    technologies: card.technologies,
    yearsExperience: card.yearsExperience,
    priceRange: card.priceRange,
    currencySymbol: card.currencySymbol,
  };
}
