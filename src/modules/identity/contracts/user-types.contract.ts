import { z } from 'zod';
import { ROLES, USER_TYPES, type Role, type UserType } from '../../../platform/auth/roles.ts';

/**
 * The one home of the user types and roles for modules, workers, the web app and tests. The names
 * themselves are constants in `platform/auth/roles.ts` because route access needs them and the
 * platform may not import from modules; this contract builds the schemas on them and re-exports them.
 */
export { ROLES, USER_TYPES, type Role, type UserType };

// PURE: the web's first-render bundle imports the names and guards here and must stay free of zod.
export const userTypeSchema = /* @__PURE__ */ z.enum(USER_TYPES);
export const roleSchema = /* @__PURE__ */ z.enum(ROLES);

/** The user types a visitor can sign up as (consultants are made by a super admin or the CLI). */
export const SIGN_UP_USER_TYPES = ['client', 'executive'] as const satisfies readonly UserType[];
export type SignUpUserType = (typeof SIGN_UP_USER_TYPES)[number];
export const signUpUserTypeSchema = /* @__PURE__ */ z.enum(SIGN_UP_USER_TYPES);

export function isUserType(value: unknown): value is UserType {
  return (USER_TYPES as readonly unknown[]).includes(value);
}

export function isSignUpUserType(value: unknown): value is SignUpUserType {
  return (SIGN_UP_USER_TYPES as readonly unknown[]).includes(value);
}
