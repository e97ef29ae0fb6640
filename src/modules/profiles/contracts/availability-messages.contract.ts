// Apart from profile-messages.contract.ts because every directory card shows the first of them:
// the browse page loads this, not the profile screens' texts.
/** Profile freshness (issue 15, decision 023): all ours, the spec predates it. */
export const availabilityMessages = {
  /** Followed by the relative time on cards and profiles: 'Availability confirmed 3 days ago'. */
  confirmedPrefix: 'Availability confirmed',
  confirmButton: 'Confirm availability',
  confirmHint: 'Let clients know your availability is current. Profiles not confirmed for 90 days rank lower in the directory.',
  confirmed: 'Availability confirmed',
  confirmedDetail: 'Thank you. Clients now see that your availability is current.',
  confirming: 'Confirming your availability...',
  confirmFailed: 'Failed to confirm your availability. Please try again.',
  onlyApproved: 'Only an approved profile can confirm its availability.',
  tokenInvalid: 'This confirmation link is not valid. Sign in and confirm your availability from your profile.',
  tokenExpired: 'This confirmation link has expired. Sign in and confirm your availability from your profile.',
  tokenMissing: 'This confirmation link is incomplete. Open the link from the e-mail again.',
  goToProfile: 'Go to my profile',
  /** The admin's Approved Executives tab, beside a profile not confirmed for 90 days. */
  staleFlag: 'Not confirmed for 90+ days',
} as const;
