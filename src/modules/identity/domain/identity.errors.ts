import { AppError } from '../../../platform/errors.ts';
import { authMessages } from '../contracts/auth-messages.contract.ts';

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
