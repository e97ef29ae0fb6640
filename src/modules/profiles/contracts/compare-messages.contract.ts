/**
 * The compare feature's texts and its one limit (issue 15 item 2). None is in the spec: every text
 * here is ours, written in the spec's voice. Plain constants, so the web's compare bar costs no zod.
 */

/** How many leaders can be compared side by side. */
export const MAX_COMPARED_EXECUTIVES = 3;

export const compareMessages = {
  /** The toast when a fourth leader is added. */
  limitReachedTitle: 'Compare limit reached',
  limitReached: 'You can compare up to 3 leaders. Remove one to add another.',
  /** The 400 detail of GET /api/compare with more than three ids. */
  tooManyIds: 'You can compare up to 3 leaders at a time.',
  /** The notice when some ids were unknown, malformed or no longer approved. */
  someUnavailable: 'Some leaders are no longer available and were left out of the comparison.',
  emptyTitle: 'Nothing to compare yet',
  emptyDescription: 'Choose up to 3 leaders in the directory with their Compare button to see them side by side.',
  browseExecutives: 'Browse Executives',
  loadFailed: 'Failed to load the comparison. Please try again.',
  addToCompare: 'Compare',
  removeFromCompare: 'Remove from comparison',
  sharedBadge: 'Shared',
  clearAll: 'Clear',
  /** The nudge under a visitor's or non-client's comparison (previews only). */
  previewOnly: 'Names and full profiles are shown to signed-in clients.',
} as const;
