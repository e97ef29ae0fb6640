import { AppError, NotFoundError, UnauthenticatedError } from '../../../platform/errors.ts';
import { communityAdminMessages, preferencesMessages } from '../contracts/community-messages.contract.ts';

export class CommunityMemberNotFoundError extends NotFoundError {
  constructor() {
    super(communityAdminMessages.memberNotFound, 'community_member_not_found');
  }
}

/** A preferences or unsubscribe link whose token is malformed or not ours. */
export class MemberLinkInvalidError extends AppError {
  constructor() {
    super('community_link_invalid', preferencesMessages.linkInvalid, 400);
  }
}

/** No link and no session: nothing says whose preferences these are. */
export class MemberLinkOrSessionRequiredError extends UnauthenticatedError {
  constructor() {
    super(preferencesMessages.signInNeeded, 'community_link_or_session_required');
  }
}

/** The link's member has left, or the signed-in account is not a member. */
export class NotACommunityMemberError extends NotFoundError {
  constructor() {
    super(preferencesMessages.notMember, 'community_membership_not_found');
  }
}
