import { Link } from '@tanstack/react-router';
import { ArrowLeft, Briefcase, Clock, MapPin, UserX } from 'lucide-react';
import { publicProfileMessages as m } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import type { PublicExecutiveProfile } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { formatDayRate } from '@contracts/reference/contracts/price-format.contract.ts';
import { PageError } from '../../components/page-states.tsx';
import { AvailabilityConfirmed } from '../../components/availability-confirmed.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { useSessionStore } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { CompareBar } from '../compare/compare-bar.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { AddToShortlistButton } from '../shortlists/add-to-shortlist-button.tsx';
import { ContactCard } from './contact-card.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';
import { isNotFound, useExecutiveProfile } from './use-executive-profile.ts';

function BackLink() {
  return (
    <Link
      to="/browse"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Talent Leaders
    </Link>
  );
}

/** /executives/{id} (spec part 2 sections 2, 6 and 8). */
export function ExecutiveProfilePage({ id }: { id: string }) {
  const executiveId = id.trim();
  const profile = useExecutiveProfile(executiveId);
  const data = profile.data;
  useDocumentTitle(data ? data.name : 'Executive Profile');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <BackLink />
      <div className="mt-6">
        {executiveId === '' ? (
          <NotFoundCard message={m.noExecutiveId} />
        ) : profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          isNotFound(profile.error) ? (
            <NotFoundCard message={m.notFound} />
          ) : (
            <PageError title="Executive Profile" headingLevel="h1" message={m.fetchFailed} onRetry={() => void profile.refetch()} />
          )
        ) : (
          <ProfileView profile={profile.data} />
        )}
      </div>
      <CompareBar />
    </div>
  );
}

/** Spec part 2 section 8: the reason ('Executive not found' or 'No executive ID provided') in the card. */
function NotFoundCard({ message }: { message: string }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-10 text-center" data-testid="executive-not-found">
      <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{m.notFoundTitle}</h1>
      <p role="status" className="font-medium">
        {message}
      </p>
      <p className="text-sm text-muted-foreground">This profile does not exist or is no longer available.</p>
      <Button asChild>
        <Link to="/browse">{m.browseExecutives}</Link>
      </Button>
    </Card>
  );
}

function ProfileView({ profile }: { profile: PublicExecutiveProfile }) {
  const user = useSessionStore((s) => s.user);
  const isClient = user?.userType === 'client';
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="p-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-semibold text-brand-foreground"
            >
              {initials}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{profile.name}</h1>
              <p className="text-lg text-muted-foreground">{profile.title}</p>
              <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
                <li className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {profile.displayLocation}
                </li>
                {profile.yearsExperience === null ? null : (
                  <li className="inline-flex items-center gap-1">
                    <Briefcase className="size-4" aria-hidden="true" />
                    {profile.yearsExperience}+ years experience
                  </li>
                )}
                <li className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  <Badge variant="accent">{profile.availabilityLabel}</Badge>
                </li>
              </ul>
              <AvailabilityConfirmed at={profile.availabilityConfirmedAt} />
              <div className="flex flex-wrap items-center gap-3">
                <Badge className="text-sm">{formatDayRate(profile.priceRange)}</Badge>
                {/* Own profiles are not compared: only listed leaders are (decision 021). */}
                {profile.isOwn ? null : <CompareToggle id={profile.id} label={profile.access === 'full' ? profile.name : previewLabel(profile)} />}
              </div>
            </div>
          </div>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="text-xl font-semibold">About</h2>
          </CardHeader>
          <CardContent>
            {profile.bio === null ? (
              <p className="italic text-muted-foreground">{m.fullBioAfterLogin}</p>
            ) : (
              <p className="whitespace-pre-line leading-relaxed">{profile.bio}</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="text-xl font-semibold">Experience</h2>
          </CardHeader>
          <CardContent className="grid gap-6 sm:grid-cols-2">
            <AttributeList label="Industries" items={profile.industries} />
            <AttributeList label="Technologies" items={profile.technologies} />
            <AttributeList label="Company sizes" items={profile.companySizes} />
            <AttributeList label="VC stages" items={profile.vcStages} />
            <AttributeList label="Languages" items={profile.languages} />
            <AttributeList label="Markets" items={profile.markets} />
            <AttributeList label="Revenue journeys" items={profile.revenueJourneys} />
          </CardContent>
        </Card>
      </div>

      <aside aria-label="Contact and shortlist" className="flex flex-col gap-6">
        <ContactCard executiveId={profile.id} canViewContact={profile.canViewContact} signedIn={user !== null} />
        {isClient ? (
          <Card className="flex flex-col gap-3 p-6">
            <h2 className="text-base font-semibold">Shortlist</h2>
            <p className="text-sm text-muted-foreground">Keep {profile.firstName} on a shortlist with your private notes.</p>
            <AddToShortlistButton executiveId={profile.id} executiveName={profile.name} />
          </Card>
        ) : null}
      </aside>
    </div>
  );
}

/** The directory card's heading for a preview ('G.G.'), so the compare bar names a leader the same way wherever they were chosen. */
function previewLabel(profile: PublicExecutiveProfile): string {
  return [profile.firstName, profile.lastName].map((name) => `${name.trim().charAt(0).toUpperCase()}.`).join('');
}

function AttributeList({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-foreground">{label}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not specified</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="outline">{item}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
