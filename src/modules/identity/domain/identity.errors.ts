import { AppError } from '../../../platform/errors.ts';
import { authMessages } from '../contracts/auth-messages.contract.ts';
import { secondFactorMessages } from '../contracts/second-factor.contract.ts';
import { passkeyMessages } from '../contracts/passkeys.contract.ts';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('invalid_credentials', authMessages.signInFailed, 401);
  }
}

/** The password was right but the address is not confirmed yet: the UI offers to resend the link. */
export class EmailNotConfirmedError extends AppError {
  constructor() {
    super('email_not_confirmed', authMessages.emailNotConfirmed, 403);
  }
}

export class InvalidResetTokenError extends AppError {
  constructor() {
    super('invalid_token', authMessages.resetLinkInvalid, 400);
  }
}

export class InvalidRefreshTokenError extends AppError {
  constructor() {
    super('session_expired', authMessages.sessionExpired, 401);
  }
}

export class RoleConflictError extends AppError {
  constructor(message: string) {
    super('role_conflict', message, 409);
  }
}

/** A wrong, old or already used second-factor code: 401 at sign-in, 400 on the account's own forms. */
export class InvalidSecondFactorCodeError extends AppError {
  constructor(status: 400 | 401 = 400) {
    super('invalid_code', secondFactorMessages.codeInvalid, status, { code: [secondFactorMessages.codeInvalid] });
  }
}

/** The challenge between password and code is spent, too old or had too many wrong codes. */
export class SecondFactorChallengeExpiredError extends AppError {
  constructor() {
    super('second_factor_expired', secondFactorMessages.challengeExpired, 401);
  }
}

export class SecondFactorConflictError extends AppError {
  constructor(code: 'second_factor_already_enrolled' | 'no_enrolment_in_progress' | 'second_factor_not_enrolled', message: string) {
    super(code, message, 409);
  }
}

/**
 * A passkey's answer that did not hold (decision 044): `passkey_unknown` when no account has that
 * credential, `passkey_failed` when its signature, origin, verification or counter is wrong,
 * `passkey_challenge_expired` when the challenge is spent or over 5 minutes old. 400 on the
 * account's own forms, 401 at sign-in.
 */
export class PasskeyRefusedError extends AppError {
  constructor(code: 'passkey_unknown' | 'passkey_failed' | 'passkey_challenge_expired', status: 400 | 401) {
    const message =
      code === 'passkey_unknown' ? passkeyMessages.unknownCredential : code === 'passkey_failed' ? passkeyMessages.verificationFailed : passkeyMessages.challengeExpired;
    super(code, message, status);
  }

  /** The refusal for a passkey answer that did not pass (checkPasskeyAssertion's outcome). */
  static of(kind: 'expired' | 'unknown_credential' | 'failed', status: 400 | 401): PasskeyRefusedError {
    return new PasskeyRefusedError(kind === 'expired' ? 'passkey_challenge_expired' : kind === 'unknown_credential' ? 'passkey_unknown' : 'passkey_failed', status);
  }
}

export class PasskeyConflictError extends AppError {
  constructor(code: 'passkey_already_registered' | 'passkey_limit' | 'no_passkey') {
    const message = code === 'passkey_already_registered' ? passkeyMessages.alreadyRegistered : code === 'passkey_limit' ? passkeyMessages.tooMany : passkeyMessages.noPasskeys;
    super(code, message, 409);
  }
}
