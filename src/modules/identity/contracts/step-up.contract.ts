import { z } from 'zod';
import { platformAuthMessages } from '../../../platform/auth/auth-constants.ts';
import { secondFactorCodeField } from './second-factor.contract.ts';

/**
 * Step-up (decision 045): a sensitive action — a CSV export, a role change, an erasure, removing a
 * factor — asks a session that passed a second factor for a fresh one, good for 5 minutes. The
 * API answers such a request 403 `step_up_required`; the web app asks for a code, sends it to
 * POST /api/account/step-up and repeats the request.
 */

export { STEP_UP_REQUIRED_CODE } from '../../../platform/auth/auth-constants.ts';

export const stepUpMessages = {
  required: platformAuthMessages.stepUpRequired,
  title: 'Confirm it is you',
  description:
    'This action needs a new code from your authenticator app, or one of your recovery codes. You will not be asked again for the next 5 minutes.',
  codeLabel: 'Code',
  confirm: 'Confirm',
  cancelled: 'Not done: this action needs you to confirm it is you.',
} as const;

/** GET /api/account/step-up: whether this session must step up, and until when it need not. */
export const stepUpStatusSchema = z.object({
  /** The session passed a second factor (staff always): sensitive actions ask for a fresh one. */
  required: z.boolean(),
  /** Until when sensitive actions go through without asking (null: they will ask). */
  freshUntil: z.iso.datetime().nullable(),
});
export type StepUpStatus = z.infer<typeof stepUpStatusSchema>;

/** POST /api/account/step-up: a TOTP code or a recovery code. */
export const stepUpSchema = z.object({ code: secondFactorCodeField });
export type StepUp = z.output<typeof stepUpSchema>;
