/**
 * Every user-facing text of the community (spec part 2 sections 2, 8 and 9). The server answers
 * with them and the web shows them, so each lives here once. Texts marked "ours" are not in the
 * spec and are written in its voice.
 */

/** Field messages of the join form (spec part 2 section 5: names and e-mail required). */
export const joinFieldMessages = {
  /** ours */
  firstNameRequired: 'Please enter your first name.',
  /** ours */
  lastNameRequired: 'Please enter your last name.',
  /** the invitation form's wording for the same rule */
  emailInvalid: 'Please enter a valid email address.',
  /** ours */
  tooLong: 'This value is too long.',
} as const;

/** /join-community (spec part 2 sections 2, 8 and 9). */
export const joinMessages = {
  /** ours */
  title: 'Join the TalentLeaders Community',
  /** ours */
  intro: 'Connect with fractional Talent and HR leaders across Europe and North America: events, a newsletter and discussions in our Slack workspace.',
  highlights: [
    { value: '1,200+', label: 'active members' },
    { value: '45+', label: 'countries' },
    { value: '4-6', label: 'monthly events' },
    { value: '150+', label: 'contributors' },
  ],
  /** ours */
  formTitle: 'Become a member',
  /** ours */
  preferencesTitle: 'What would you like to hear about?',
  preferenceLabels: {
    events: 'Events and meetups',
    newsletter: 'Monthly newsletter',
    discussions: 'Discussions in Slack',
  },
  /** ours */
  submit: 'Join the Community',
  /** ours */
  submitting: 'Joining...',
  welcome: 'Welcome to the community!',
  /** ours: the same for a new and a known address, so the page tells nobody who is a member. */
  welcomeDescription: 'Check your inbox: we are sending you an invitation to our Slack workspace.',
  failed: 'Failed to join community. Please try again.',
  /** ours */
  backHome: 'Back to Home',
} as const;

/** The admin's Community Management tab (spec part 2 sections 2 and 8). */
export const communityAdminMessages = {
  statTotal: 'Total Members',
  statActive: 'Active in Slack',
  statInvited: 'Invited',
  statPending: 'Pending',
  /** ours */
  searchPlaceholder: 'Search by name, e-mail or company',
  sendBulk: (count: number) => `Send Slack Invites (${count})`,
  sendOne: 'Send Invite',
  badgeActive: 'Active in Slack',
  badgeInvited: 'Invited to Slack',
  badgeNotInvited: 'Not Invited',
  /** ours: an invite request waiting for the worker. */
  badgeQueued: 'Invite queued',
  /** ours: the last invite failed; the reason is shown beside it. */
  badgeFailed: 'Invite failed',
  noMatches: 'No members found matching your search',
  noMembers: 'No community members found',
  sentMany: (count: number) => `Slack invitations sent to ${count} members`,
  /** ours: the per-member button's success (the bulk one says 'members'). */
  sentOne: (email: string) => `Slack invitation sent to ${email}`,
  failedOne: (email: string) => `Failed to send Slack invitation to ${email}`,
  failedMany: 'Failed to send Slack invitations',
  loadFailed: 'Failed to load community members',
  /** ours */
  exportCsv: 'Export CSV',
  /** ours */
  loading: 'Loading community members...',
  /** ours */
  previousPage: 'Previous',
  /** ours */
  nextPage: 'Next',
  /** ours */
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** ours */
  selectMember: (name: string) => `Select ${name} for a Slack invite`,
  /** ours */
  autoEnrolled: 'Auto-enrolled',
  /** ours */
  memberNotFound: 'Community member not found.',
} as const;
