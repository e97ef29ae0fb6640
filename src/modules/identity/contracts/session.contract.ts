import { z } from 'zod';
import { userTypeSchema } from './user-types.contract.ts';

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** null for staff accounts (labelled 'User' in the header). */
  userType: userTypeSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session, and the body of sign-in and refresh. Visitors get `user: null`. */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  isConsultant: z.boolean(),
  isSuperAdmin: z.boolean(),
  /**
   * A super admin or consultant whose session has not passed a second factor: until they set one
   * up, the API refuses everything but the enrolment routes, the session and sign-out (decision 043).
   */
  mustEnrolSecondFactor: z.boolean(),
  /** When the access cookie expires (ISO time): refresh a little before it. */
  accessExpiresAt: z.iso.datetime().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
} from '../../../platform/auth/auth-constants.ts';
