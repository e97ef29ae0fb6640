import { NotFoundError } from '../../../platform/errors.ts';
import { shortlistMessages } from '../contracts/shortlist-messages.contract.ts';

/** Also the answer for another client's list: 404, so an id is never confirmed to exist. */
export class ShortlistNotFoundError extends NotFoundError {
  constructor() {
    super(shortlistMessages.shortlistNotFound, 'shortlist_not_found');
  }
}

export class ShortlistEntryNotFoundError extends NotFoundError {
  constructor() {
    super(shortlistMessages.entryNotFound, 'shortlist_entry_not_found');
  }
}

/** An unknown executive, or one who is not (or no longer) approved. */
export class ShortlistExecutiveNotFoundError extends NotFoundError {
  constructor() {
    super(shortlistMessages.executiveNotFound, 'executive_not_found');
  }
}
