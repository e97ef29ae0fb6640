import { Link } from '@tanstack/react-router';
import { BadgeCheck, Handshake, Inbox, Search, ShieldCheck, UserRoundPen } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { FAQS } from './faqs.ts';

const COMPANY_STEPS = [
  {
    icon: Search,
    title: 'Search and filter',
    text: 'Filter the directory by role, location, industry, HR tools, years of experience, company stage and availability.',
  },
  {
    icon: ShieldCheck,
    title: 'Register free',
    text: 'Sign up with your work e-mail to unlock full names, bios, contact details and CVs, and to keep shortlists with private notes.',
  },
  {
    icon: Handshake,
    title: 'Connect directly',
    text: 'Reach out by e-mail, phone or LinkedIn and agree the engagement between you. No fees, no commissions.',
  },
];

const LEADER_STEPS = [
  {
    icon: UserRoundPen,
    title: 'Create your profile',
    text: 'Describe your experience, expertise, the companies you work best with, your availability and your day rate.',
  },
  {
    icon: BadgeCheck,
    title: 'Verification',
    text: 'Our team reviews every profile before it goes live, typically within 24 hours, so companies can trust what they see.',
  },
  {
    icon: Inbox,
    title: 'Receive opportunities',
    text: 'Companies that match your profile contact you directly. You keep your whole fee and choose the work you take on.',
  },
];

type Step = (typeof COMPANY_STEPS)[number];

function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-6 flex flex-col gap-5">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold text-foreground">
              <span className="text-accent">{index + 1}.</span> {title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksPage() {
  useDocumentTitle('How It Works');
  return (
    <>
      <section aria-labelledby="hiw-title" className="bg-brand text-brand-foreground">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h1 id="hiw-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            How TalentLeaders works
          </h1>
          <p className="mt-5 text-lg text-brand-foreground/85">
            A free marketplace that connects companies with vetted fractional Talent and HR leaders in Europe and North
            America. Companies search, register and contact leaders directly; leaders list their profile and hear from
            companies that need them.
          </p>
        </div>
      </section>

      <section aria-labelledby="why-built-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="why-built-title" className="text-2xl font-bold tracking-tight text-foreground">
          Why we built it
        </h2>
        <div className="mt-4 flex flex-col gap-4 text-muted-foreground">
          <p>
            Growing companies often need senior people leadership before they can justify a full-time executive: to build a
            recruiting engine, introduce HR systems or prepare for the next funding round. Finding that leader usually means
            agencies, long searches and fees of 20 to 30 percent.
          </p>
          <p>
            Meanwhile many experienced VPs of Talent, CPOs and CHROs now work fractionally, and are hard to find. We built
            TalentLeaders so both sides can meet directly: a curated, searchable directory, free for everyone, with no
            commission taken from either side.
          </p>
        </div>
      </section>

      <section aria-label="Steps" className="border-y border-border bg-surface">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
          <div aria-labelledby="companies-title">
            <h2 id="companies-title" className="text-2xl font-bold tracking-tight text-foreground">
              For companies
            </h2>
            <StepList steps={COMPANY_STEPS} />
          </div>
          <div aria-labelledby="leaders-title">
            <h2 id="leaders-title" className="text-2xl font-bold tracking-tight text-foreground">
              For Talent and HR leaders
            </h2>
            <StepList steps={LEADER_STEPS} />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-foreground">
          Frequently asked questions
        </h2>
        <div className="mt-6 flex flex-col gap-3">
          {FAQS.map((faq) => (
            <details key={faq.question} className="group rounded-card border border-border bg-surface p-5 shadow-card">
              <summary className="cursor-pointer list-none font-semibold text-foreground marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {faq.question}
                  <span aria-hidden="true" className="text-xl leading-none text-accent transition group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-sm text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="hiw-cta-title" className="bg-accent-soft">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="hiw-cta-title" className="text-2xl font-bold tracking-tight text-foreground">
            Ready to get started?
          </h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/browse">Find Talent Leaders</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth/signup/$userType" params={{ userType: 'executive' }}>Join as a Talent Leader</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
