/**
 * Every user-facing text of saved searches. The spec has none (issue 15 adds the feature), so all
 * are ours, written in the product's voice; the server answers with them and the web shows them.
 */
export const SAVED_SEARCH_NAME_MAX = 100;
/** How many saved searches one client may keep. */
export const SAVED_SEARCHES_PER_CLIENT = 25;

export const savedSearchMessages = {
  pageTitle: 'Saved Searches',
  saveThisSearch: 'Save this search',
  saveDialogTitle: 'Save this search',
  saveDialogDescription: 'We will e-mail you when newly approved Talent Leaders match these filters.',
  saved: 'Search saved',
  savedDescription: 'You will get an e-mail when new Talent Leaders match it.',
  saveFailed: 'Failed to save search.',
  signInToSave: 'Log in as a client to save this search and get e-mail alerts.',
  loadFailed: 'Failed to load saved searches.',
  updated: 'Saved search updated',
  updateFailed: 'Failed to update saved search.',
  deleted: 'Saved search deleted',
  deleteFailed: 'Failed to delete saved search.',
  deleteConfirmTitle: 'Delete this saved search?',
  deleteConfirmDescription: 'You will no longer get e-mail alerts for it. This cannot be undone.',
  emptyTitle: 'No saved searches yet',
  emptyDescription: 'Save a search on Find Talent Leaders to get an e-mail when new leaders match it.',
  alertsOff: 'Alerts off',
  resumeAlerts: 'Resume alerts',
  notFound: 'Saved search not found.',
  limitReached: `You can keep at most ${SAVED_SEARCHES_PER_CLIENT} saved searches. Delete one to save another.`,
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedDescription: 'You will no longer get these search alerts. You can turn them back on from Saved Searches.',
  unsubscribeConfirm: 'Unsubscribe',
  allLeaders: 'All Talent Leaders',
} as const;

export const savedSearchFieldMessages = {
  nameRequired: 'Please enter a name for the search.',
  nameTooLong: `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  frequencyInvalid: "Please choose 'daily' or 'weekly'.",
} as const;

export const FREQUENCY_LABELS = { daily: 'Daily', weekly: 'Weekly' } as const;
