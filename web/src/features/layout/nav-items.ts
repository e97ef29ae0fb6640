import type { LinkProps } from '@tanstack/react-router';
import type { SessionState } from '../../stores/session.store.ts';

/** Header navigation per spec part 1 section 2, derived from the session so it is testable without a DOM. */

export type NavItem = {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** In the header bar from the xl width only (it would crowd it below); always in the menus. */
  wideOnly?: boolean;
};

type SessionView = Pick<SessionState, 'user' | 'isConsultant' | 'isSuperAdmin'>;

const PUBLIC_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Find Talent Leaders', to: '/browse' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Content Hub', to: '/content' },
  { label: 'Community', to: '/join-community' },
];

export const LOGIN_ITEM: NavItem = { label: 'Log In', to: '/auth/login' };
export const SIGN_UP_ITEM: NavItem = { label: 'Sign Up', to: '/auth/signup' };

function isExecutive(session: SessionView): boolean {
  return session.user?.userType === 'executive';
}

function isClient(session: SessionView): boolean {
  return session.user?.userType === 'client';
}

function profileItem(session: SessionView): NavItem {
  return isExecutive(session) ? { label: 'Profile', to: '/profile/edit' } : { label: 'Profile', to: '/profile' };
}

/** The executive's reach, week by week (issue 42 item 3). */
const INSIGHTS_ITEM: NavItem = { label: 'Insights', to: '/profile/insights' };

export function listNavItems(session: SessionView): NavItem[] {
  if (!session.user) return PUBLIC_ITEMS;
  const items = [...PUBLIC_ITEMS];
  if (isClient(session)) items.push({ label: 'Shortlists', to: '/shortlists' }, { label: 'Saved Searches', to: '/saved-searches', wideOnly: true });
  items.push(profileItem(session));
  if (isExecutive(session)) items.push({ ...INSIGHTS_ITEM, wideOnly: true });
  if (session.isConsultant) items.push({ label: 'Consultant Dashboard', to: '/consultant-dashboard' });
  if (session.isSuperAdmin) items.push({ label: 'Admin', to: '/admin' });
  return items;
}

/** The account menu's button text: Executive, Client, Consultant or User by role. */
export function describeAccount(session: SessionView): string {
  if (isExecutive(session)) return 'Executive';
  if (isClient(session)) return 'Client';
  if (session.isConsultant || session.user?.userType === 'consultant') return 'Consultant';
  return 'User';
}

/** The account menu's links; Log Out is an action and is added by the menu itself. */
export function listAccountMenuItems(session: SessionView): NavItem[] {
  if (!session.user) return [];
  const items = [profileItem(session)];
  if (isExecutive(session)) items.push(INSIGHTS_ITEM);
  if (isClient(session)) items.push({ label: 'Shortlists', to: '/shortlists' }, { label: 'Saved Searches', to: '/saved-searches' });
  if (session.isConsultant) items.push({ label: 'Dashboard', to: '/consultant-dashboard' });
  if (session.isSuperAdmin) items.push({ label: 'Admin Dashboard', to: '/admin' });
  // Everyone's data rights: their account, its deletion (issue 30); their sessions and password (issue 31).
  items.push({ label: 'Account', to: '/account' }, { label: 'Security', to: '/account/security' });
  return items;
}
