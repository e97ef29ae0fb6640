/**
 * The names of the user types and roles, as plain constants. The platform (route access) needs them
 * and may not import from src/modules, so they live here; everything else uses the identity
 * contract `src/modules/identity/contracts/user-types.contract.ts`, which adds the zod schemas.
 */

/** `users.user_type`: null is a staff account (a super admin or a consultant's former account). */
export const USER_TYPES = ['executive', 'client', 'consultant'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What a route may require in `config.access`: a user type, or super admin (a row in admin_users). */
export const ROLES = ['client', 'executive', 'consultant', 'super-admin'] as const;
export type Role = (typeof ROLES)[number];
