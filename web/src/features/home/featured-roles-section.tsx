import { Link } from '@tanstack/react-router';
import { ArrowRight, BriefcaseBusiness } from 'lucide-react';
import { FEATURED_ROLES, featuredRoleParam } from '../reference/roles.ts';

const DESCRIPTIONS: Record<(typeof FEATURED_ROLES)[number]['label'], string> = {
  'VP Talent': 'Build the hiring engine: employer brand, recruiting team and process.',
  'VP HR': 'Run the HR function end to end, from policies to employee relations.',
  CPO: 'Shape culture, organisation design and the people strategy at board level.',
  CHRO: 'Lead HR for complex, multi-country organisations through change.',
  'Talent Leader': 'Take ownership of talent acquisition for a growth phase.',
  'Talent Consultant': 'Hands-on recruiting expertise for critical and senior hires.',
};

export function FeaturedRolesSection() {
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="featured-title" className="text-3xl font-bold tracking-tight text-foreground">
          Featured roles
        </h2>
        <p className="mt-3 text-muted-foreground">Browse leaders by the role you need to fill.</p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURED_ROLES.map(({ label }) => (
          <li key={label}>
            <Link
              to="/browse"
              search={{ role: featuredRoleParam(label) }}
              data-testid="featured-role"
              className="group flex h-full items-start gap-4 rounded-card border border-border bg-surface p-5 shadow-card transition hover:border-brand hover:shadow-md"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
                <BriefcaseBusiness className="size-5" aria-hidden="true" />
              </span>
              <span className="flex flex-1 flex-col gap-1">
                <span className="text-lg font-semibold text-foreground">{label}</span>
                <span className="text-sm text-muted-foreground">{DESCRIPTIONS[label]}</span>
                <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand">
                  View leaders <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
