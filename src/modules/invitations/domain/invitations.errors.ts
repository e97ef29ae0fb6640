import { AppError, ConflictError, NotFoundError } from '../../../platform/errors.ts';
import { completionMessages, dashboardMessages } from '../contracts/invitation-messages.contract.ts';

/** The address already has an account: nothing is created and nothing is sent. */
export class InviteeHasAccountError extends ConflictError {
  constructor() {
    super(dashboardMessages.accountExists, 'account_exists');
  }
}

/** An unclaimed, unexpired invitation to this address exists: resend it instead of making a second. */
export class InvitationAlreadyOpenError extends ConflictError {
  constructor() {
    super(dashboardMessages.invitationOpen, 'invitation_open');
  }
}

/** Unknown id, or one that belongs to another consultant: the same 404 either way. */
export class InvitationNotFoundError extends NotFoundError {
  constructor() {
    super(dashboardMessages.invitationNotFound, 'invitation_not_found');
  }
}

export class InvitationNotResendableError extends ConflictError {
  constructor(reason: 'claimed' | 'expired') {
    super(
      reason === 'claimed' ? dashboardMessages.cannotResendClaimed : dashboardMessages.cannotResendExpired,
      reason === 'claimed' ? 'invitation_claimed' : 'invitation_expired',
    );
  }
}

/** An unknown or malformed token: one answer for both, so a guess learns nothing. */
export class InvitationTokenInvalidError extends NotFoundError {
  constructor() {
    super(completionMessages.noData, 'invitation_token_invalid');
  }
}

export class InvitationExpiredError extends AppError {
  constructor() {
    super('invitation_expired', completionMessages.expired, 410);
  }
}

export class InvitationClaimedError extends ConflictError {
  constructor() {
    super(completionMessages.claimed, 'invitation_claimed');
  }
}

/** The invitee got an account some other way after the invitation was sent. */
export class InvitationAccountExistsError extends ConflictError {
  constructor() {
    super(completionMessages.accountExists, 'account_exists');
  }
}
