import { z } from 'zod';
import { platformAuthMessages } from '../../../platform/auth/auth-constants.ts';
import { passkeyAssertionSchema } from './passkeys.contract.ts';
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
  descriptionWithPasskey:
    'This action needs your passkey, a new code from your authenticator app, or one of your recovery codes. You will not be asked again for the next 5 minutes.',
  descriptionPasskeyOnly:
    'This action needs your passkey, or one of your recovery codes. You will not be asked again for the next 5 minutes.',
  codeLabel: 'Code',
  recoveryCodeLabel: 'Recovery code',
  usePasskey: 'Use a passkey',
  confirm: 'Confirm',
  cancelled: 'Not done: this action needs you to confirm it is you.',
  noSecondFactor: 'This session did not sign in with a second step, so there is nothing to confirm: sensitive actions do not ask it for one.',
} as const;

/** GET /api/account/step-up: whether this session must step up, and until when it need not. */
export const stepUpStatusSchema = z.object({
  /** The session passed a second factor (staff always): sensitive actions ask for a fresh one. */
  required: z.boolean(),
  /** Until when sensitive actions go through without asking (null: they will ask). */
  freshUntil: z.iso.datetime().nullable(),
  /** What the account can confirm with besides a recovery code: its authenticator app, its passkeys. */
  methods: z.array(z.enum(['totp', 'passkey'])),
});
export type StepUpStatus = z.infer<typeof stepUpStatusSchema>;

/**
 * POST /api/account/step-up: a TOTP code or a recovery code, or a passkey's answer to the
 * challenge of POST /api/account/step-up/passkey-options.
 */
export const stepUpSchema = z.union([z.object({ code: secondFactorCodeField }), z.object({ passkey: passkeyAssertionSchema })]);
export type StepUp = z.output<typeof stepUpSchema>;
