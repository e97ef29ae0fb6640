import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BarChart3, Briefcase, Clock, FileText, Link2, Mail, MapPin, Pencil, Phone } from 'lucide-react';
import type { OwnProfileResponse, ProfileDisplay, ProfileFormValues } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { insightsMessages } from '@contracts/insights/contracts/insights-words.contract.ts';
import { profileMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { formatPriceBand } from '@contracts/reference/contracts/price-format.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageError, PageLoading } from '../../components/page-states.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { previewBio } from './bio-preview.ts';
import { ConfirmAvailability } from './confirm-availability-button.tsx';
import { useOwnProfile } from './profile-api.ts';
import { StatusBanner } from './status-banner.tsx';

const STATUS_BADGE: Record<OwnProfileResponse['status'], string> = {
  approved: 'Approved',
  pending: 'Pending approval',
  incomplete: 'Incomplete',
  rejected: 'Not approved',
  revoked: 'Approval revoked',
};

function EditButton() {
  return (
    <Button asChild>
      <Link to="/profile/edit">
        <Pencil aria-hidden="true" />
        Edit Profile
      </Link>
    </Button>
  );
}

/** The executive's reach, week by week (issue 42 item 3): /profile/insights. */
function InsightsButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/profile/insights">
        <BarChart3 aria-hidden="true" />
        {insightsMessages.seeInsights}
      </Link>
    </Button>
  );
}

function BadgeList({ items, variant = 'default' }: { items: string[]; variant?: 'default' | 'accent' | 'outline' }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None selected</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </div>
  );
}

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug text-foreground">{title}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

function ExperienceOverview({ bio }: { bio: string }) {
  const [expanded, setExpanded] = useState(false);
  const { preview, truncated } = previewBio(bio);
  return (
    <SectionCard title="Experience overview">
      <p className="whitespace-pre-line leading-relaxed text-foreground">{expanded ? bio : preview}</p>
      {truncated ? (
        <Button variant="link" className="h-auto self-start p-0" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Read less' : 'Read more'}
        </Button>
      ) : null}
    </SectionCard>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 break-words pl-6 text-sm text-foreground">{children}</dd>
    </div>
  );
}

function ContactInformation({ form }: { form: ProfileFormValues }) {
  const link = (url: string, text: string) =>
    url ? (
      <a href={url} target="_blank" rel="noreferrer noopener" className="text-brand underline-offset-4 hover:underline">
        {text}
      </a>
    ) : (
      'Not provided'
    );
  return (
    <SectionCard title="Contact information">
      <dl className="grid gap-4 sm:grid-cols-2">
        <ContactRow icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
          {form.email || 'Not provided'}
        </ContactRow>
        <ContactRow icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
          {form.phone || 'Not provided'}
        </ContactRow>
        <ContactRow icon={<Link2 className="size-4" aria-hidden="true" />} label="LinkedIn">
          {link(form.linkedinUrl, 'LinkedIn profile')}
        </ContactRow>
        <ContactRow icon={<FileText className="size-4" aria-hidden="true" />} label="CV">
          {link(form.cvUrl, 'View CV')}
        </ContactRow>
      </dl>
    </SectionCard>
  );
}

function SummaryCard({ profile, display, form }: { profile: OwnProfileResponse; display: ProfileDisplay; form: ProfileFormValues }) {
  const initials = `${form.firstName[0] ?? ''}${form.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-start">
        <div
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand text-2xl font-semibold text-brand-foreground"
        >
          {initials}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <p className="text-2xl font-bold wrap-anywhere text-foreground">
              {form.firstName} {form.lastName}
            </p>
            <p className="text-muted-foreground">{display.title}</p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {display.displayLocation}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {display.availabilityLabel}
            </li>
            {display.yearsExperience !== null ? (
              <li className="flex items-center gap-1.5">
                <Briefcase className="size-4" aria-hidden="true" />
                {display.yearsExperience}+ years experience
              </li>
            ) : null}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="accent">Rate: {display.priceRange}</Badge>
            <Badge variant="outline">{profile.profileComplete ? 'Profile complete' : 'Profile incomplete'}</Badge>
            <Badge variant={profile.status === 'approved' ? 'default' : 'outline'} data-testid="profile-status-badge">
              {STATUS_BADGE[profile.status]}
            </Badge>
          </div>
          {profile.status === 'approved' ? <ConfirmAvailability confirmedAt={display.availabilityConfirmedAt} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** /profile for executives: banner, summary, bio, expertise, contact, preferences. */
export function ExecutiveProfileView() {
  const profile = useOwnProfile();
  // Spec part 1 section 8 Profile: a failed load is announced, not only shown in place.
  useQueryFailureToast(profile, profileMessages.loadFailed);
  if (profile.isPending) return <PageLoading label="Loading your profile..." />;
  if (profile.isError) return <PageError message={profileMessages.loadFailed} onRetry={() => void profile.refetch()} />;

  const { data } = profile;
  const { display, form } = data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Your Profile</h1>
        <div className="flex flex-wrap gap-2">
          <InsightsButton />
          <EditButton />
        </div>
      </div>
      <StatusBanner status={data.status} text={data.banner} reason={data.decisionReason} />
      {display && form ? (
        <>
          <SummaryCard profile={data} display={display} form={form} />
          {form.bio ? <ExperienceOverview bio={form.bio} /> : null}
          <SectionCard title="Areas of expertise">
            <Group title="Industries">
              <BadgeList items={display.industries} />
            </Group>
            <Group title="HR technologies and tools">
              <BadgeList items={display.technologies} />
            </Group>
            <Group title="Languages">
              <BadgeList items={display.languages} variant="outline" />
            </Group>
            <Group title="Markets">
              <BadgeList items={display.markets} variant="outline" />
            </Group>
          </SectionCard>
          <ContactInformation form={form} />
          <SectionCard title="Company preferences">
            <Group title="Company sizes">
              <BadgeList items={display.companySizes} />
            </Group>
            <Group title="VC stages">
              <BadgeList items={display.vcStages} />
            </Group>
            <Group title="Revenue journeys">
              <BadgeList items={display.revenueJourneys} />
            </Group>
            <Group title="Price per day">
              <BadgeList items={display.priceBands.map((band) => formatPriceBand(display.currencySymbol, band))} variant="accent" />
            </Group>
          </SectionCard>
        </>
      ) : (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p className="text-foreground">Create your profile so companies can find you. Our team reviews it, typically within 24 hours.</p>
            <Button asChild>
              <Link to="/profile/edit">Create Profile</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
