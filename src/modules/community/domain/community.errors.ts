import { NotFoundError } from '../../../platform/errors.ts';
import { communityAdminMessages } from '../contracts/community-messages.contract.ts';

export class CommunityMemberNotFoundError extends NotFoundError {
  constructor() {
    super(communityAdminMessages.memberNotFound, 'community_member_not_found');
  }
}
