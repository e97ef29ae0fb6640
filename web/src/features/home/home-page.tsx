import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, Handshake, Sparkles, Wallet } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { ConsultantDashboardLink } from './consultant-dashboard-link.tsx';
import { FeaturedRolesSection } from './featured-roles-section.tsx';
import { HeroSearchForm } from './hero-search-form.tsx';
import { StepsSection } from './steps-section.tsx';
import { WhyFractionalSection } from './why-fractional-section.tsx';

const CLAIMS = [
  { icon: BadgeCheck, text: 'Vetted talent' },
  { icon: Handshake, text: 'Direct contact' },
  { icon: Wallet, text: 'No platform fees' },
  { icon: Sparkles, text: 'Immediate access' },
];

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand to-brand-hover text-brand-foreground">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:px-8">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-soft">
              Fractional Talent &amp; HR leadership, Europe and North America
            </p>
            <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              Hire a vetted fractional Talent or HR leader, without the fees
            </h1>
            <p className="mt-5 text-lg text-brand-foreground/85">
              Search a free directory of experienced VPs of Talent, CPOs and CHROs. Register free to see full profiles and
              contact leaders directly: no commissions, no middlemen.
            </p>
          </div>
          <div className="mx-auto mt-10 max-w-5xl text-foreground">
            <HeroSearchForm />
          </div>
          <ul className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-brand-foreground/90">
            {CLAIMS.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-accent-soft" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link to="/browse">
                Browse Talent Leaders <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-brand-foreground/40 bg-transparent text-brand-foreground hover:bg-brand-foreground/10">
              <Link to="/auth/signup/$userType" params={{ userType: 'executive' }}>Join as a Talent Leader</Link>
            </Button>
          </div>
        </div>
      </section>

      <StepsSection />
      <WhyFractionalSection />
      <FeaturedRolesSection />

      <section aria-labelledby="closing-title" className="bg-accent-soft">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-foreground">
            Ready to bring in senior Talent and HR leadership?
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Companies search and contact leaders for free. Fractional leaders list their profile for free and hear from companies
            directly.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/browse">Find Talent Leaders</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth/signup/$userType" params={{ userType: 'executive' }}>Create Your Profile</Link>
            </Button>
          </div>
        </div>
      </section>

      <ConsultantDashboardLink />
    </>
  );
}
