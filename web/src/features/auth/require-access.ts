import { redirect, type LinkProps } from '@tanstack/react-router';
import { guardMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { useSessionStore, whenSessionReady } from '../../stores/session.store.ts';
import { authPageRedirect, checkAccess, classifyAuthPath, type AccessAllow, type AccessOutcome } from './access.ts';

/**
 * Client-side page guards (spec part 1 section 4, part 2 section 2). The server enforces every
 * rule; these only spare the user a page they cannot use. See docs/decisions/005-sessions-and-csrf.md (addendum: the web session and page guards).
 *
 *   export const Route = createFileRoute('/consultant-dashboard')({
 *     beforeLoad: requireAccess({ allow: ['consultant', 'super-admin'], denied: { description: guardMessages.consultantsOnly } }),
 *     component: ConsultantDashboardPage,
 *   });
 */

type Path = NonNullable<LinkProps['to']>;

export type GuardStep = {
  /** Where to send the user (defaults: signed out → /auth, denied → /profile). */
  to?: Path;
  /** The path parameters of `to`, e.g. `{ userType: 'client' }` for '/auth/login/$userType'. */
  params?: Record<string, string>;
  /** The toast's title and description; `toast: false` sends the user away silently. */
  title?: string;
  description?: string;
  toast?: boolean;
};

export type AccessRule = {
  allow: AccessAllow;
  signedOut?: GuardStep;
  denied?: GuardStep;
};

const SIGNED_OUT_DEFAULT = {
  to: '/auth',
  title: guardMessages.authenticationRequiredTitle,
  description: guardMessages.authenticationRequired,
} as const;
const DENIED_DEFAULT = {
  to: '/profile',
  title: guardMessages.accessDeniedTitle,
  description: guardMessages.accessDenied,
} as const;

type BeforeLoadContext = { preload: boolean };

/**
 * A route `beforeLoad`: waits for the first session check (nothing happens while loading), then
 * lets the page load, or shows the toast and redirects. Preloading (hovering a link) never toasts
 * or redirects.
 */
export function requireAccess(rule: AccessRule): (context: BeforeLoadContext) => Promise<void> {
  return async ({ preload }) => {
    const session = await whenSessionReady();
    const outcome = checkAccess(session, rule.allow);
    if (outcome === 'allowed' || preload) return;
    const step = resolveStep(rule, outcome);
    if (step.toast !== false) toast({ title: step.title, description: step.description, variant: 'destructive' });
    // The step's `to` and `params` are checked by their types above, not as a matched pair.
    throw redirect({ to: step.to, params: step.params, replace: true } as Parameters<typeof redirect>[0]);
  };
}

function resolveStep(rule: AccessRule, outcome: Exclude<AccessOutcome, 'allowed'>) {
  return outcome === 'signed-out' ? { ...SIGNED_OUT_DEFAULT, ...rule.signedOut } : { ...DENIED_DEFAULT, ...rule.denied };
}

/**
 * For pages that render something other than a redirect (for example /admin's 'Access Denied'
 * panel for visitors): 'loading' until the session is known, then the outcome. Reactive, so it
 * also follows a sign-out on the page.
 */
export function useAccess(allow: AccessAllow): AccessOutcome | 'loading' {
  const session = useSessionStore();
  return session.loading ? 'loading' : checkAccess(session, allow);
}

/** The auth layout route's `beforeLoad`: keeps signed-in users out of pages meant for others. */
export async function keepSignedInUsersOut({ location, preload }: BeforeLoadContext & { location: { pathname: string } }) {
  const session = await whenSessionReady();
  const target = authPageRedirect(session, classifyAuthPath(location.pathname));
  if (target && !preload) throw redirect({ to: target, replace: true });
}
