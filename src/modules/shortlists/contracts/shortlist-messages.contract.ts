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
} as const;

export const SHORTLIST_NAME_MAX = 100;
export const SHORTLIST_NOTE_MAX = 2000;
/** Spec part 1 section 9: a shortlist card shows 3 industries, then '+N more'. */
export const SHORTLIST_CARD_INDUSTRIES = 3;
