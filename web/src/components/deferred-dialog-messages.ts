/**
 * Said when a dialog's code could not be fetched (a dropped connection, a deploy that removed the
 * chunk). React keeps a lazy component's outcome for the page's life, so only a reload tries again.
 * Ours: the spec predates deferred dialogs (deferred-dialog.tsx).
 */
export const DIALOG_LOAD_FAILED = 'This could not be opened. Check your connection, then reload the page.';
