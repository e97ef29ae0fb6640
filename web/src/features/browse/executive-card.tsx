import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import type { DirectoryCard } from '@contracts/directory/contracts/search-directory.contract.ts';
import { AvailabilityConfirmed } from '../../components/availability-confirmed.tsx';
import { HighlightedText } from '../../components/highlighted-text.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { takeVisible } from './browse-filters.ts';

/** Spec part 1 section 9: a directory card shows at most 2 industries and 2 technologies. */
const CARD_TAGS = 2;

function avatarLetters(card: DirectoryCard): string {
  if (card.access === 'preview') return card.initials.replace(/\./g, '');
  return `${card.firstName.charAt(0)}${card.lastName.charAt(0)}`.toUpperCase();
}

function TagRow({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  const { shown, more } = takeVisible(items, CARD_TAGS);
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {shown.map((item) => (
          <li key={item}>
            <Badge variant="outline">{item}</Badge>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Badge variant="outline" className="bg-muted">
              +{more} more
            </Badge>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * One directory card (spec part 1 section 2). The server decides what it holds: a client (or the
 * executive on their own card) gets the name and bio preview; everyone else initials and the
 * upper-case title, with a way to sign in.
 */
export function ExecutiveCard({ card }: { card: DirectoryCard }) {
  const full = card.access === 'full';
  const heading = full ? card.name : card.initials;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="executive-card">
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-base font-semibold text-brand-foreground"
        >
          {avatarLetters(card)}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-snug wrap-anywhere text-foreground">
            {full ? <HighlightedText text={card.name} ranges={card.matches?.name} /> : heading}
          </h3>
          <p className="text-sm font-medium wrap-anywhere text-muted-foreground">
            <HighlightedText text={card.title} ranges={card.matches?.title} />
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {card.displayLocation}
        </span>
        <Badge variant="accent">{card.availability}</Badge>
      </div>
      <AvailabilityConfirmed at={card.availabilityConfirmedAt} className="-mt-2" />

      {full && card.matches?.bio ? (
        // Where the bio matched the search: a snippet around the match in place of its opening.
        <p className="text-sm leading-relaxed wrap-anywhere text-foreground" data-testid="bio-snippet">
          <HighlightedText text={card.matches.bio.snippet} ranges={card.matches.bio.ranges} />
        </p>
      ) : full && card.bioPreview ? (
        <p className="text-sm leading-relaxed wrap-anywhere text-foreground">{card.bioPreview}</p>
      ) : null}

      <TagRow label="Industries" items={card.industries} />
      <TagRow label="Technologies" items={card.technologies} />

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <Badge>Rate: {card.priceRange}</Badge>
        {card.yearsExperience === null ? null : (
          <span className="text-muted-foreground">{card.yearsExperience}+ years experience</span>
        )}
      </div>

      <CompareToggle id={card.id} label={heading} className="w-full" />

      {full ? (
        <Button asChild className="w-full">
          <Link to="/executives/$id" params={{ id: card.id }}>
            {card.isOwn ? 'View Your Profile' : 'View Full Profile'}
          </Link>
        </Button>
      ) : (
        <div className="grid gap-2">
          <Button asChild variant="outline">
            <Link to="/executives/$id" params={{ id: card.id }}>
              Preview Profile
            </Link>
          </Button>
          <Button asChild>
            <Link to="/auth/login/$userType" params={{ userType: 'client' }}>
              Login for Full Access
            </Link>
          </Button>
        </div>
      )}
    </Card>
  );
}

export function ExecutiveCardSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="executive-card-skeleton" aria-hidden="true">
      <div className="flex items-center gap-3">
        <div className="size-12 animate-pulse rounded-full bg-muted" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
      <div className="h-12 animate-pulse rounded bg-muted" />
      <div className="flex gap-2">
        <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
        <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
      </div>
      <div className="mt-auto h-10 animate-pulse rounded-md bg-muted" />
    </Card>
  );
}
