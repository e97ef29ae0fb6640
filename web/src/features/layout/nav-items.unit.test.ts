import { describe, expect, it } from 'vitest';
import { describeAccount, listAccountMenuItems, listNavItems } from './nav-items.ts';
import type { UserType } from '@contracts/identity/contracts/user-types.contract.ts';
import type { SessionUser } from '../../stores/session.store.ts';

const PUBLIC = ['Home', 'Find Talent Leaders', 'How It Works', 'Content Hub', 'Community'];

function session(userType: UserType | null, flags: { isConsultant?: boolean; isSuperAdmin?: boolean } = {}) {
  const user: SessionUser = { id: 'u1', email: 'someone@example.com', userType };
  return { user, isConsultant: flags.isConsultant ?? false, isSuperAdmin: flags.isSuperAdmin ?? false };
}

const labels = (items: { label: string; to: unknown }[]) => items.map((i) => `${i.label} ${String(i.to)}`);

describe('header navigation', () => {
  it('shows only the public links when signed out', () => {
    expect(listNavItems({ user: null, isConsultant: false, isSuperAdmin: false }).map((i) => i.label)).toEqual(PUBLIC);
    expect(listAccountMenuItems({ user: null, isConsultant: false, isSuperAdmin: false })).toEqual([]);
  });

  it('adds Shortlists, Saved Searches and Profile for a client', () => {
    expect(labels(listNavItems(session('client'))).slice(5)).toEqual(['Shortlists /shortlists', 'Saved Searches /saved-searches', 'Profile /profile']);
    expect(describeAccount(session('client'))).toBe('Client');
    expect(labels(listAccountMenuItems(session('client')))).toEqual(['Profile /profile', 'Shortlists /shortlists', 'Saved Searches /saved-searches', 'Account /account', 'Security /account/security']);
  });

  it('sends an executive to /profile/edit and shows them their Insights', () => {
    expect(labels(listNavItems(session('executive'))).slice(5)).toEqual(['Profile /profile/edit', 'Insights /profile/insights']);
    // In the header bar from the xl width only, like the client's Saved Searches; always in the menus.
    expect(listNavItems(session('executive')).find((item) => item.label === 'Insights')?.wideOnly).toBe(true);
    expect(describeAccount(session('executive'))).toBe('Executive');
    expect(labels(listAccountMenuItems(session('executive')))).toEqual([
      'Profile /profile/edit',
      'Insights /profile/insights',
      'Account /account',
      'Security /account/security',
    ]);
  });

  it('shows Insights to executives only', () => {
    for (const other of [session('client'), session('consultant', { isConsultant: true }), session(null, { isSuperAdmin: true })]) {
      expect(labels(listNavItems(other))).not.toContain('Insights /profile/insights');
      expect(labels(listAccountMenuItems(other))).not.toContain('Insights /profile/insights');
    }
  });

  it('adds the dashboard for a consultant and Admin for a super admin', () => {
    const consultant = session('consultant', { isConsultant: true });
    expect(labels(listNavItems(consultant)).slice(5)).toEqual(['Profile /profile', 'Consultant Dashboard /consultant-dashboard']);
    expect(describeAccount(consultant)).toBe('Consultant');
    expect(labels(listAccountMenuItems(consultant))).toEqual(['Profile /profile', 'Dashboard /consultant-dashboard', 'Account /account', 'Security /account/security']);

    const admin = session(null, { isSuperAdmin: true });
    expect(labels(listNavItems(admin)).slice(5)).toEqual(['Profile /profile', 'Admin /admin']);
    expect(describeAccount(admin)).toBe('User');
    expect(labels(listAccountMenuItems(admin))).toEqual(['Profile /profile', 'Admin Dashboard /admin', 'Account /account', 'Security /account/security']);
  });
});
