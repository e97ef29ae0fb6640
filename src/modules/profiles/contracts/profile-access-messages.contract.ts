/**
 * Who may edit a profile (spec part 1 section 8 Profile): the /profile/edit route's guard shows
 * these, so they sit apart from the rest of profile-messages.contract.ts, which would otherwise
 * load with every page (route guards are part of the entry script).
 */
export const profileAccessMessages = {
  editAccessDeniedTitle: 'Access Denied',
  editAccessDenied: 'Only executives can edit their profile.',
} as const;
