/**
 * Every user-facing text of the shortlists (spec part 1 sections 5 and 8 Shortlists, part 2
 * section 8 Public profile). The server answers with them and the web shows them, so each lives
 * here once. Texts marked "ours" are not in the spec and are written in its voice.
 */
export const shortlistMessages = {
  loadFailed: 'Failed to load shortlists.',
  createFailed: 'Failed to create shortlist.',
  deleteFailed: 'Failed to delete shortlist.',
  addFailed: 'Failed to add executive to shortlist.',
  removeFromShortlistFailed: 'Failed to remove executive from shortlist.',
  loadExecutivesFailed: 'Failed to load shortlisted executives.',
  saveNoteFailed: 'Failed to save note.',
  removeFailed: 'Failed to remove executive.',
  /** The add dialog on the public executive profile (part 2). */
  addFromProfileFailed: 'Failed to add executive to shortlist. Please try again.',
  createDialogTitle: 'Create New Shortlist',
  addToShortlist: 'Add to Shortlist',
  createAndAdd: 'Create & Add',
  loginToShortlist: 'Login to Shortlist',
  /** ours: the answer for a list that does not exist or is not the caller's (never confirmed). */
  shortlistNotFound: 'Shortlist not found.',
  /** ours: the same for an entry of a list. */
  entryNotFound: 'This executive is not on the shortlist.',
  /** Spec part 2 section 8: an unknown or unapproved executive. */
  executiveNotFound: 'Executive not found',
} as const;

/**
 * Sharing a list with colleagues and the shared comment threads (issue 15, decision 022). All
 * "ours": the spec has no sharing. The refusals name the rule, never whether an address exists
 * outside the owner's own company.
 */
export const shortlistShareMessages = {
  shareButton: 'Share',
  shareDialogTitle: 'Share shortlist',
  shareDialogDescription: 'Colleagues at your company can see this list and comment on its executives. Your private notes stay private.',
  colleagueEmailLabel: 'Colleague email',
  shareSubmit: 'Share',
  shareFailed: 'Failed to share shortlist.',
  shared: 'Shortlist shared.',
  colleaguesHeading: 'Shared with',
  noColleagues: 'Not shared with anyone yet.',
  revoke: 'Revoke',
  revokeFailed: 'Failed to revoke access.',
  revoked: 'Access revoked.',
  loadColleaguesFailed: 'Failed to load colleagues.',
  /** The only answer for an address that is not a confirmed client at the owner's domain. */
  notColleague: (domain: string) => `Only colleagues at ${domain} with a TalentLeaders client account can be added.`,
  shareWithSelf: 'You cannot share a shortlist with yourself.',
  alreadyShared: 'This shortlist is already shared with that colleague.',
  tooManyColleagues: (max: number) => `A shortlist can be shared with at most ${max} colleagues.`,
  shareNotFound: 'That colleague does not have access to this shortlist.',
  myShortlists: 'My shortlists',
  sharedWithMe: 'Shared with me',
  noSharedShortlists: 'No shortlists have been shared with you yet.',
  loadSharedFailed: 'Failed to load shared shortlists.',
  sharedBy: (ownerName: string) => `Shared by ${ownerName}`,
  readOnlyHint: 'Shared with you: you can comment on each executive; only the owner can change the list.',
  comments: 'Comments',
  noComments: 'No comments yet.',
  commentLabel: 'Add a comment',
  commentSubmit: 'Comment',
  commentFailed: 'Failed to post comment.',
  commentPosted: 'Comment posted.',
} as const;

export const SHORTLIST_SHARE_MAX = 20;
export const SHORTLIST_COMMENT_MAX = 2000;

/** Field messages of the shortlist payloads (spec part 1 section 5: a non-blank name). */
export const shortlistFieldMessages = {
  /** ours */
  nameRequired: 'Please enter a name for the shortlist.',
  /** ours */
  nameTooLong: 'Shortlist name must be at most 100 characters.',
  /** ours */
  noteTooLong: 'Note must be at most 2000 characters.',
  /** ours */
  executiveIdInvalid: 'Please choose an executive.',
  /** ours (the same words as the sign-up form) */
  emailInvalid: 'Please enter a valid email address.',
  /** ours */
  commentRequired: 'Please write a comment.',
  /** ours */
  commentTooLong: 'Comment must be at most 2000 characters.',
} as const;

export const SHORTLIST_NAME_MAX = 100;
export const SHORTLIST_NOTE_MAX = 2000;
/** Spec part 1 section 9: a shortlist card shows 3 industries, then '+N more'. */
export const SHORTLIST_CARD_INDUSTRIES = 3;
