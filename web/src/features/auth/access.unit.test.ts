import { describe, expect, it } from 'vitest';
import type { UserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { authPageRedirect, checkAccess, classifyAuthPath, homeOf, type SessionView } from './access.ts';

const user = (userType: UserType | null) => ({ id: 'u1', email: 'u@acme.io', userType });
const visitor: SessionView = { user: null, isConsultant: false, isSuperAdmin: false };
const client: SessionView = { user: user('client'), isConsultant: false, isSuperAdmin: false };
const executive: SessionView = { user: user('executive'), isConsultant: false, isSuperAdmin: false };
const consultant: SessionView = { user: user('consultant'), isConsultant: true, isSuperAdmin: false };
const superAdmin: SessionView = { user: user(null), isConsultant: false, isSuperAdmin: true };

describe('checkAccess', () => {
  it('says signed-out, denied or allowed', () => {
    const consultantPage = ['consultant', 'super-admin'] as const;
    expect(checkAccess(visitor, consultantPage)).toBe('signed-out');
    expect(checkAccess(client, consultantPage)).toBe('denied');
    expect(checkAccess(executive, consultantPage)).toBe('denied');
    expect(checkAccess(consultant, consultantPage)).toBe('allowed');
    expect(checkAccess(superAdmin, consultantPage)).toBe('allowed');
    expect(checkAccess(superAdmin, ['super-admin'])).toBe('allowed');
    expect(checkAccess(consultant, ['super-admin'])).toBe('denied');
    expect(checkAccess(client, ['client'])).toBe('allowed');
    expect(checkAccess(executive, ['client'])).toBe('denied');
    expect(checkAccess(executive, 'user')).toBe('allowed');
    expect(checkAccess(visitor, 'user')).toBe('signed-out');
  });
});

describe('homeOf', () => {
  it('sends each role where spec part 1 section 2 says', () => {
    expect(homeOf(executive)).toBe('/profile/edit');
    expect(homeOf(client)).toBe('/');
    expect(homeOf(consultant)).toBe('/consultant-dashboard');
    expect(homeOf(superAdmin)).toBe('/admin');
    expect(homeOf(visitor)).toBe('/');
  });
});

describe('auth area rules', () => {
  it('classifies auth paths', () => {
    expect(classifyAuthPath('/auth/login/client')).toBe('client');
    expect(classifyAuthPath('/auth/signup/executive/')).toBe('executive');
    expect(classifyAuthPath('/auth/login/consultant')).toBe('consultant');
    expect(classifyAuthPath('/auth/reset-password')).toBe('open');
    expect(classifyAuthPath('/auth/complete-profile')).toBe('open');
    for (const path of ['/auth', '/auth/login', '/auth/signup', '/auth/forgot-password', '/auth/confirm-email', '/auth/whatever']) {
      expect(classifyAuthPath(path)).toBe('any');
    }
  });

  it('lets visitors everywhere and sends a user home from a page of their own type', () => {
    for (const kind of ['client', 'executive', 'consultant', 'any', 'open'] as const) {
      expect(authPageRedirect(visitor, kind)).toBeNull();
    }
    expect(authPageRedirect(client, 'client')).toBe('/');
    expect(authPageRedirect(executive, 'executive')).toBe('/profile/edit');
    expect(authPageRedirect(consultant, 'consultant')).toBe('/consultant-dashboard');
  });

  it('keeps pages of another type open ("signed in as the wrong type")', () => {
    expect(authPageRedirect(client, 'executive')).toBeNull();
    expect(authPageRedirect(executive, 'client')).toBeNull();
    expect(authPageRedirect(consultant, 'client')).toBeNull();
  });

  it('sends executives and clients home from the general pages, and never from the reset link', () => {
    expect(authPageRedirect(executive, 'any')).toBe('/profile/edit');
    expect(authPageRedirect(client, 'any')).toBe('/');
    expect(authPageRedirect(consultant, 'any')).toBeNull();
    expect(authPageRedirect(superAdmin, 'any')).toBeNull();
    expect(authPageRedirect(client, 'open')).toBeNull();
  });
});
