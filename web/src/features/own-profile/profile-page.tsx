import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowRight, Bookmark, LayoutDashboard, Search, ShieldCheck, UserRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { useSessionStore, type SessionState } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { ExecutiveProfileView } from './executive-profile-view.tsx';

type DashboardLink = { to: NonNullable<LinkProps['to']>; title: string; description: string; icon: ReactNode };

function DashboardCard({ link }: { link: DashboardLink }) {
  return (
    <Link
      to={link.to}
      className="group rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Card className="h-full transition-shadow group-hover:shadow-lg">
        <CardHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">{link.icon}</span>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-foreground">
            {link.title}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
          </h2>
          <CardDescription>{link.description}</CardDescription>
        </CardHeader>
        <CardContent />
      </Card>
    </Link>
  );
}

function linksFor(session: SessionState): DashboardLink[] {
  const icon = (Icon: typeof Search) => <Icon className="size-5" aria-hidden="true" />;
  if (session.user?.userType === 'client') {
    return [
      { to: '/browse', title: 'Find Talent Leaders', description: 'Search and filter vetted fractional Talent and HR leaders.', icon: icon(Search) },
      { to: '/shortlists', title: 'Your Shortlists', description: 'Compare the leaders you saved and keep private notes.', icon: icon(Bookmark) },
    ];
  }
  const links: DashboardLink[] = [];
  if (session.isConsultant || session.isSuperAdmin) {
    links.push({ to: '/consultant-dashboard', title: 'Consultant Dashboard', description: 'Invite executives and follow your invitations.', icon: icon(LayoutDashboard) });
  }
  if (session.isSuperAdmin) {
    links.push({ to: '/admin', title: 'Admin Dashboard', description: 'Vet executive profiles and view clients.', icon: icon(ShieldCheck) });
  }
  links.push({ to: '/browse', title: 'Find Talent Leaders', description: 'Browse the directory of vetted leaders.', icon: icon(Search) });
  return links;
}

function AccountDashboard({ session }: { session: SessionState }) {
  const user = session.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const isClient = user?.userType === 'client';
  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
          <UserRound className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{isClient ? 'Your Dashboard' : 'Your Account'}</h1>
          <p className="mt-1 break-words text-muted-foreground">
            {name ? `${name} · ` : ''}
            {user?.email}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {linksFor(session).map((link) => (
          <DashboardCard key={link.to} link={link} />
        ))}
      </div>
    </div>
  );
}

/** /profile: executives see their own profile; everyone else signed in a dashboard of links. */
export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const session = useSessionStore();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      {session.user?.userType === 'executive' ? <ExecutiveProfileView /> : <AccountDashboard session={session} />}
    </div>
  );
}
