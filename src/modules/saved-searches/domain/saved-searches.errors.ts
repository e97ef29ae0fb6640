import { AppError, NotFoundError } from '../../../platform/errors.ts';
import { savedSearchMessages } from '../contracts/saved-searches-messages.contract.ts';

/** Also the answer for another client's search: 404, so an id is never confirmed to exist. */
export class SavedSearchNotFoundError extends NotFoundError {
  constructor() {
    super(savedSearchMessages.notFound, 'saved_search_not_found');
  }
}

export class SavedSearchLimitError extends AppError {
  constructor() {
    super('saved_search_limit', savedSearchMessages.limitReached, 409);
  }
}

export class UnsubscribeTokenInvalidError extends AppError {
  constructor() {
    super('unsubscribe_token_invalid', savedSearchMessages.unsubscribeInvalid, 400);
  }
}
