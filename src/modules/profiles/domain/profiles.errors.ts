import { ConflictError, NotFoundError } from '../../../platform/errors.ts';
import { publicProfileMessages } from '../contracts/profile-messages.contract.ts';

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
