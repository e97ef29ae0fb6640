import { Link, linkOptions } from '@tanstack/react-router';
import { Logo } from './logo.tsx';
import { useRenderClock, type RenderClock } from '../../server-rendering/render-clock.tsx';


/** Spec part 1 section 2: For Clients, For Executives, Legal, a social link and the copyright. */
const COLUMNS = [
  {
    title: 'For Clients',
    links: [
      { label: 'Find Executives', link: linkOptions({ to: '/browse' }) },
      { label: 'How It Works', link: linkOptions({ to: '/how-it-works' }) },
      { label: 'Register', link: linkOptions({ to: '/auth/signup/$userType', params: { userType: 'client' } }) },
    ],
  },
  {
    title: 'For Executives',
    links: [
      { label: 'Create Profile', link: linkOptions({ to: '/auth/signup/$userType', params: { userType: 'executive' } }) },
      { label: 'Login', link: linkOptions({ to: '/auth/login/$userType', params: { userType: 'executive' } }) },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', link: linkOptions({ to: '/terms' }) },
      { label: 'Privacy Policy', link: linkOptions({ to: '/privacy' }) },
    ],
  },
];

export const SOCIAL_LINK = { label: 'TalentLeaders on LinkedIn', href: 'https://www.linkedin.com/company/talentleaders' };

// Lucide no longer ships brand marks; this is the LinkedIn "in" glyph.
function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

/** This year, as the server's render read it while the browser takes a rendered page over (render-clock.tsx). */
function copyrightYear(clock: RenderClock): number {
  return clock ? clock.now.getUTCFullYear() : new Date().getFullYear();
}

export function SiteFooter() {
  const clock = useRenderClock();
  return (
    <footer className="mt-auto bg-brand text-brand-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-3">
          <Logo inverse />
          <p className="max-w-xs text-sm text-brand-foreground/80">
            The free marketplace for vetted fractional Talent and HR leaders in Europe and North America.
          </p>
          <a
            href={SOCIAL_LINK.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-brand-foreground/90 hover:text-brand-foreground"
          >
            <LinkedInIcon />
            {SOCIAL_LINK.label}
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-foreground">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link {...link.link} className="rounded-sm text-sm text-brand-foreground/80 hover:text-brand-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-foreground/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-foreground/80 sm:px-6 lg:px-8">
          © {copyrightYear(clock)} TalentLeaders. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
