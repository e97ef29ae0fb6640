import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../errors.ts';
import { ROLES, type Role, type UserType } from './roles.ts';

/**
 * Who may call a route: anyone, any signed-in user, or a signed-in user holding one of the roles.
 * Every /api route declares it in `config.access`; start-up fails otherwise.
 */
export type Access = 'public' | 'user' | readonly Role[];

/** The signed-in user behind a request, loaded from the database on every request (never stale). */
export type CurrentUser = {
  id: string;
  email: string;
  userType: UserType | null;
  firstName: string | null;
  lastName: string | null;
  isConsultant: boolean;
  isSuperAdmin: boolean;
  /**
   * A super admin or consultant whose session has not passed a second factor (decision 043): it
   * reaches only the routes marked `beforeSecondFactor` (enrolment, session, sign-out).
   */
  needsSecondFactor: boolean;
  /** The session passed a second factor at sign-in (so the account has one to step up with). */
  passedSecondFactor: boolean;
  /** When the session last confirmed a factor for a sensitive action (step-up: decision 045). */
  steppedUpAt: Date | null;
  sessionId: string;
  accessExpiresAt: Date;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyContextConfig {
    access?: Access;
    /** The 403 detail when a signed-in user lacks the role (defaults to the generic guard text). */
    accessDeniedMessage?: string;
    /**
     * The request proves where it comes from by a signature the route checks itself (a webhook:
     * Slack's Events API), not by the app's CSRF header, which a third party cannot send.
     */
    signedRequest?: boolean;
    /**
     * Usable by a staff session that has not passed a second factor yet: the enrolment routes,
     * the session, refresh, sign-in and sign-out. Every other /api route answers such a session
     * 403 `second_factor_required` (decision 043).
     */
    beforeSecondFactor?: boolean;
    /**
     * A sensitive action (CSV exports, role changes, erasure, removing a factor): a session that
     * passed a second factor must have confirmed one again within STEP_UP_WINDOW_MS, or the route
     * answers 403 `step_up_required` (decision 045).
     */
    stepUp?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyRequest {
    /** null for visitors (and for an expired or revoked session). */
    currentUser: CurrentUser | null;
  }
}

export function hasRole(user: CurrentUser, role: Role): boolean {
  if (role === 'super-admin') return user.isSuperAdmin;
  if (role === 'consultant') return user.isConsultant;
  return user.userType === role;
}

export function isAccessDeclaration(value: unknown): value is Access {
  if (value === 'public' || value === 'user') return true;
  return Array.isArray(value) && value.length > 0 && value.every((role) => (ROLES as readonly unknown[]).includes(role));
}

/** For handlers of `access: 'user'` or role routes: the user, or a 401 if the guard was bypassed. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new UnauthenticatedError();
  return request.currentUser;
}
