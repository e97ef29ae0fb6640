import { CalendarClock, PiggyBank, Rocket, Zap } from 'lucide-react';

const REASONS = [
  {
    icon: Zap,
    title: 'Instant expertise',
    text: 'Leaders who have built Talent and People functions before start contributing in days, not months.',
  },
  {
    icon: PiggyBank,
    title: 'Cost-effective',
    text: 'Pay for the senior time you need rather than a full-time executive salary, benefits and recruiting fees.',
  },
  {
    icon: CalendarClock,
    title: 'Flexible engagement',
    text: 'Fractional, project-based, retainer or temporary full-time: scale the engagement up or down as you grow.',
  },
  {
    icon: Rocket,
    title: 'Accelerated growth',
    text: 'Put proven hiring processes, HR tools and people practices in place before growth outpaces them.',
  },
];

export function WhyFractionalSection() {
  return (
    <section aria-labelledby="why-title" className="border-y border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight text-foreground">
            Why hire a fractional leader?
          </h2>
          <p className="mt-3 text-muted-foreground">Senior leadership when you need it, for as long as you need it.</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
