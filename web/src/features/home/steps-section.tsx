import { Handshake, Search, UserRoundSearch } from 'lucide-react';

const STEPS = [
  {
    icon: Search,
    title: 'Search and filter',
    text: 'Filter the directory by role, location, industry, HR tools, experience and availability to find the right fit.',
  },
  {
    icon: UserRoundSearch,
    title: 'View profiles',
    text: 'Register free to see full names, bios, experience and CVs of every vetted leader.',
  },
  {
    icon: Handshake,
    title: 'Connect directly',
    text: 'Contact leaders by e-mail, phone or LinkedIn and agree terms between you, with no platform fees.',
  },
];

export function StepsSection() {
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-foreground">
          How it works
        </h2>
        <p className="mt-3 text-muted-foreground">From search to first conversation in three steps.</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-card border border-border bg-surface p-6 shadow-card">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-accent">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
