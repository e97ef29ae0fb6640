import { AppError, ConflictError, NotFoundError } from '../../../platform/errors.ts';
import { SHORTLIST_SHARE_MAX, shortlistMessages, shortlistShareMessages } from '../contracts/shortlist-messages.contract.ts';

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

/** The address is not a confirmed client at the owner's domain: one answer, whichever it is. */
export class ShortlistNotColleagueError extends AppError {
  constructor(domain: string) {
    super('shortlist_share_not_colleague', shortlistShareMessages.notColleague(domain), 422);
  }
}

export class ShortlistShareWithSelfError extends AppError {
  constructor() {
    super('shortlist_share_self', shortlistShareMessages.shareWithSelf, 422);
  }
}

export class ShortlistAlreadySharedError extends ConflictError {
  constructor() {
    super(shortlistShareMessages.alreadyShared, 'shortlist_already_shared');
  }
}

export class ShortlistShareLimitError extends ConflictError {
  constructor() {
    super(shortlistShareMessages.tooManyColleagues(SHORTLIST_SHARE_MAX), 'shortlist_share_limit');
  }
}

export class ShortlistShareNotFoundError extends NotFoundError {
  constructor() {
    super(shortlistShareMessages.shareNotFound, 'shortlist_share_not_found');
  }
}
