/**
 * The Audit tab's words, shared by the server and the web without zod (so the admin chunk does not
 * carry it for them): the target types the modules' audit.ts files write, how a person no longer
 * here and the command line are named, and the tab's messages.
 */

/** The kinds of thing a row can be about, for the filter (what the modules' audit.ts files write). */
export const AUDIT_TARGET_TYPES: Record<string, string> = {
  'executive-profile': 'Executive profile',
  account: 'Account',
  post: 'Post',
  comment: 'Comment',
  invitation: 'Invitation',
  'community-member': 'Community member',
  export: 'CSV export',
};

/** How a person no longer here is shown: their account was erased or deleted (decision 036). */
export const FORMER_MEMBER_LABEL = 'Former member';
/** The command line's actor (npm run users -- ...). */
export const OPERATOR_LABEL = 'Operator (command line)';

export const auditMessages = {
  unknownKind: 'There is no such action kind.',
  loadFailed: 'Could not load the audit trail.',
  empty: 'No staff action matches these filters.',
};
