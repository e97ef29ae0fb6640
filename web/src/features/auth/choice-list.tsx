import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Briefcase, ChevronRight, Handshake, UserRound } from 'lucide-react';
import type { UserType } from '@contracts/identity/contracts/user-types.contract.ts';

type Choice = { kind: UserType; title: string; description: string };

const ICONS: Record<UserType, ReactNode> = {
  client: <Briefcase className="size-5" aria-hidden="true" />,
  executive: <UserRound className="size-5" aria-hidden="true" />,
  consultant: <Handshake className="size-5" aria-hidden="true" />,
};

type ChoiceListProps = {
  /** The typed route every choice leads to, with the kind as its userType. */
  to: Extract<NonNullable<LinkProps['to']>, '/auth/login/$userType' | '/auth/signup/$userType'>;
  choices: Choice[];
  label: string;
};

/** The big, easy-to-tap options of the choose-your-account-type screens. */
export function ChoiceList({ to, choices, label }: ChoiceListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.kind}>
          <Link
            to={to}
            params={{ userType: choice.kind }}
            className="group flex items-center gap-4 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-brand hover:bg-brand-soft"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand group-hover:bg-surface">
              {ICONS[choice.kind]}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-foreground">{choice.title}</span>
              <span className="text-sm text-muted-foreground">{choice.description}</span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground group-hover:text-brand" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const LOGIN_CHOICES: Choice[] = [
  { kind: 'client', title: 'Client', description: 'Companies finding and contacting Talent and HR leaders.' },
  { kind: 'executive', title: 'Executive', description: 'Fractional leaders managing their profile.' },
  { kind: 'consultant', title: 'Consultant', description: 'Consultants and administrators.' },
];

export const SIGN_UP_CHOICES: Choice[] = [
  { kind: 'client', title: 'Client', description: "I'm hiring: search, shortlist and contact fractional leaders for free." },
  { kind: 'executive', title: 'Executive', description: "I'm a fractional Talent or HR leader: create a profile and get found." },
];
