import { AppError, ConflictError, NotFoundError } from '../../../platform/errors.ts';
import { availabilityMessages, publicProfileMessages } from '../contracts/profile-messages.contract.ts';

export class ExecutiveNotFoundError extends NotFoundError {
  constructor() {
    super(publicProfileMessages.notFound, 'executive_not_found');
  }
}

/** A review move the state machine does not allow from the profile's current status. */
export class ReviewTransitionError extends ConflictError {
  constructor(message: string) {
    super(message, 'invalid_review_transition');
  }
}

/** Confirming availability needs an approved profile (only approved profiles are listed). */
export class AvailabilityNotConfirmableError extends ConflictError {
  constructor() {
    super(availabilityMessages.onlyApproved, 'availability_not_confirmable');
  }
}

export class AvailabilityTokenInvalidError extends AppError {
  constructor() {
    super('availability_token_invalid', availabilityMessages.tokenInvalid, 400);
  }
}

/** 410: the link was genuine but is too old; the profile page still confirms. */
export class AvailabilityTokenExpiredError extends AppError {
  constructor() {
    super('availability_token_expired', availabilityMessages.tokenExpired, 410);
  }
}
