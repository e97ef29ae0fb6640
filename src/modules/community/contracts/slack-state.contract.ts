/**
 * A member's Slack state (spec part 2 section 4), derived and never stored: Active once Slack said
 * they joined, else Invited once the invite went out, else Not Invited. The admin tab adds whether
 * an invite is queued or failed, from the request columns. Plain functions: the web imports them.
 */
export type SlackState = 'active' | 'invited' | 'not-invited';
export type SlackInviteProgress = 'queued' | 'failed' | null;

type SlackStamps = {
  slackInvitedAt: string | null;
  slackJoinedAt: string | null;
  slackInviteRequestedAt: string | null;
  slackInviteFailedAt: string | null;
};

export function slackStateOf(member: Pick<SlackStamps, 'slackInvitedAt' | 'slackJoinedAt'>): SlackState {
  if (member.slackJoinedAt) return 'active';
  if (member.slackInvitedAt) return 'invited';
  return 'not-invited';
}

/** An invite asked for and not yet sent or failed since: queued. */
export function slackInviteProgressOf(member: SlackStamps): SlackInviteProgress {
  if (member.slackJoinedAt || !member.slackInviteRequestedAt) return null;
  const requested = Date.parse(member.slackInviteRequestedAt);
  if (member.slackInviteFailedAt && Date.parse(member.slackInviteFailedAt) >= requested) return 'failed';
  if (member.slackInvitedAt && Date.parse(member.slackInvitedAt) >= requested) return null;
  return 'queued';
}

/** The admin may pick a member for the bulk invite only while nobody invited them. */
export function canSelectForInvite(member: SlackStamps): boolean {
  return slackStateOf(member) === 'not-invited' && slackInviteProgressOf(member) !== 'queued';
}
