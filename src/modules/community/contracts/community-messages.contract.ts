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
  /**
   * ours: what each preference means, shown under its box. With the title and the label it is the
   * wording a consent record keeps (`consentWordingFor`), so change it knowing new records will say so.
   */
  preferenceDescriptions: {
    events: 'E-mails inviting you to our events and meetups, online and in person.',
    newsletter: 'One e-mail a month with news from the community.',
    discussions: 'E-mails about discussions in our Slack workspace.',
  },
  /** ours: under the preferences, so nobody joins without knowing how to change their mind. */
  consentNotice: 'You can change these, or leave the community, at any time from the link in every e-mail we send you.',
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

/** /community/preferences: a member's preferences, with when they gave them, and leaving (decision 038). All ours. */
export const preferencesMessages = {
  title: 'Your community preferences',
  intro: 'Choose what we e-mail you about. Each choice shows when and how you made it.',
  loading: 'Loading your preferences...',
  save: 'Save preferences',
  saving: 'Saving...',
  saved: 'Your preferences have been saved.',
  saveFailed: 'Failed to save your preferences. Please try again.',
  loadFailed: 'Failed to load your preferences.',
  linkInvalid: 'This link is not valid. Please use the link in one of our latest e-mails.',
  signInNeeded: 'Open the link in one of our e-mails, or sign in, to manage your community preferences.',
  signIn: 'Sign in',
  notMember: 'You are not a member of the community.',
  notMemberDescription: 'Join to hear about events, get the newsletter and take part in discussions.',
  join: 'Join the Community',
  given: 'On',
  withdrawn: 'Off',
  /** How a preference's latest record came about, with its date. */
  sourceLabels: {
    'join-form': 'chosen on the join form',
    'auto-enrolment': 'set by default when your executive account joined you; you were not asked',
    'preferences-page': 'changed on this page',
    'one-click-unsubscribe': 'turned off by unsubscribing from an e-mail',
    'before-records': 'set before we kept a record of what you were shown',
  },
  recordedOn: (state: string, how: string, date: string) => `${state} since ${date}: ${how}.`,
  shownWording: 'What you were shown:',
  leaveTitle: 'Leave the community',
  leaveDescription: 'Leaving deletes your membership: your details, your preferences and their records. You can join again at any time.',
  leave: 'Leave the community',
  leaveConfirmTitle: 'Leave the community?',
  leaveConfirmDescription: 'Your membership and its records will be deleted. This cannot be undone.',
  leaveCancel: 'Cancel',
  leaveConfirm: 'Yes, leave',
  leaving: 'Leaving...',
  leaveFailed: 'Failed to leave the community. Please try again.',
  leftTitle: 'You have left the community',
  leftDescription: 'Your membership has been deleted and we will not e-mail you about the community again.',
  slackTitle: 'Your Slack account',
  /** Slack's API cannot deactivate members on the plans we use (decision 036): the member removes it. */
  slackNotice:
    'If you joined our Slack workspace, your Slack account there is Slack\'s, not ours: we cannot remove it for you. ' +
    'To leave the workspace: in Slack on your computer, click your profile picture, choose View profile, click More, ' +
    'then Account settings, scroll down to Deactivate account and follow the steps.',
  slackHelp: "Slack's help: Deactivate your account",
  slackHelpUrl: 'https://slack.com/help/articles/203953146-Deactivate-your-Slack-account',
  backHome: 'Back to Home',
} as const;

