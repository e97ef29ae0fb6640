/**
 * Every user-facing text of the profile and vetting screens (spec part 1 sections 4, 5, 6 and 8,
 * part 2 sections 6 and 8). The server answers with them and the web shows them, so each lives
 * here once. Texts marked "ours" are not in the spec and are written in its voice.
 */
import { profileAccessMessages } from './profile-access-messages.contract.ts';

/** Field messages of the profile form (spec part 1 section 5). */
export const profileFieldMessages = {
  firstNameMin: 'First name must be at least 2 characters.',
  lastNameMin: 'Last name must be at least 2 characters.',
  roleRequired: 'Role is required.',
  /** ours */
  regionRequired: 'Please select a region.',
  /** ours */
  countryRequired: 'Please select a country.',
  /** ours */
  countryNotInRegion: 'Please select a country in the chosen region.',
  /** ours */
  cityNotInCountry: 'Please select cities in the chosen country.',
  /** ours */
  yearsExperienceRequired: 'Please select your years of experience.',
  /** ours */
  availabilityRequired: 'Please select your availability.',
  emailInvalid: 'Please enter a valid email address.',
  phoneMin: 'Please enter a valid phone number.',
  linkedinUrlInvalid: 'Please enter a valid LinkedIn URL.',
  /** ours */
  cvUrlInvalid: 'Please enter a valid CV URL.',
  bioMinWords: 'Bio must be at least 50 words.',
  bioMaxWords: 'Bio must not exceed 400 words.',
  /** ours */
  priceRangesRequired: 'Please select at least one price range.',
  industriesRequired: 'Please select at least one industry you have experience in.',
  /** ours */
  technologiesRequired: 'Please select at least one technology you have experience with.',
  /** ours */
  companySizesRequired: 'Please select at least one company size you have worked with.',
  /** ours */
  vcStagesRequired: 'Please select at least one VC stage you have experience with.',
  /** ours */
  languagesRequired: 'Please select at least one language you speak.',
  /** ours */
  marketsRequired: 'Please select at least one market you have experience in.',
  /** ours */
  revenueJourneysRequired: 'Please select at least one revenue journey you have been part of.',
  /** ours: an id that is not a UUID of an existing option of that list (never silently stored). */
  optionUnavailable: 'This option is not available. Please choose from the list.',
  /** ours: more selections than the list has options. */
  tooManySelections: 'Please select fewer options.',
} as const;

/** The /profile and /profile/edit texts (spec part 1 sections 2, 4 and 8 Profile). */
export const profileMessages = {
  ...profileAccessMessages,
  loadFailed: 'Failed to load profile data. Please try again later.',
  saveNotSignedIn: 'You must be logged in to update your profile.',
  saveFailed: 'Failed to update profile. Please try again.',
  updated: 'Your profile has been updated successfully.',
  submitted: 'Your profile has been submitted for approval and will be visible once approved.',
  deleteConfirmTitle: 'Are you absolutely sure?',
  deleteFailed: 'Failed to delete profile. Please try again.',
  deleted: 'Your profile has been successfully deleted.',
  /** ours: the validation problem's summary when the form was refused. */
  invalid: 'Please correct the highlighted fields.',
  unsavedChangesTitle: 'Unsaved Changes',
  unsavedChangesStay: 'Stay on This Page',
  unsavedChangesLeave: 'Leave Without Saving',
  unsavedChangesConfirm:
    'You have unsaved changes that will be automatically saved as a draft. Are you sure you want to leave?',
} as const;

/** The status banner on /profile, one per status (the last two are ours: see decision 008). */
export const profileStatusBanners = {
  approved: 'Your profile has been approved! Any changes you make will be immediately visible on the platform.',
  pending: "Your profile is pending approval. You can still make changes, but they won't be visible until approved.",
  incomplete: 'Your profile is incomplete. Please complete your profile to be visible to potential clients.',
  rejected:
    'Your profile was not approved. Please review the feedback, update your profile and save it to submit it for approval again.',
  revoked:
    'Your profile approval has been revoked, so it is no longer visible. Update your profile and save it to submit it for approval again.',
} as const;

/** The admin dashboard's first three tabs (spec part 1 sections 6 and 8 Admin, part 2 section 6). */
export const adminMessages = {
  loadPendingFailed: 'Failed to load pending executives',
  loadApprovedFailed: 'Failed to load approved executives',
  loadDetailsFailed: 'Failed to load executive details',
  updateApprovalFailed: 'Failed to update approval status',
  revokeFailed: 'Failed to revoke approval status',
  loadClientsFailed: 'Failed to load client data',
  requestFailed: 'Failed to process your request. Please try again.',
  approved: 'Executive has been approved',
  rejected: 'Executive has been rejected',
  revoked: 'Executive approval has been revoked',
  accessDeniedTitle: 'Access Denied',
  accessDeniedPanel: 'You do not have permission to access this admin panel.',
  accessDeniedPage: 'Access Denied: You do not have permission to access this page.',
  securityAlertTitle: 'Security Alert',
  unauthorizedAction: 'Unauthorized action attempt has been logged',
  unauthorizedAccess: 'Unauthorized access attempt has been logged',
  /** ours: the 409 details of a move the state machine does not allow. */
  notAwaitingApproval: 'This profile is not awaiting approval.',
  onlyPendingRejectable: 'Only a profile pending approval can be rejected.',
  onlyApprovedRevocable: 'Only an approved profile can have its approval revoked.',
  /** ours: the download button of the Client Management and Approved Executives tabs (as the Community tab's). */
  exportCsv: 'Export CSV',
} as const;

/** The public executive profile page (spec part 2 sections 2, 6 and 8 Public profile). */
export const publicProfileMessages = {
  noExecutiveId: 'No executive ID provided',
  notFound: 'Executive not found',
  notFoundTitle: 'Executive Not Found',
  browseExecutives: 'Browse Executives',
  fetchFailed: 'Failed to fetch executive data',
  contactFetchFailed: 'Failed to fetch contact details',
  contactLoadFailed: 'Failed to load contact details',
  noContactInformation: 'No contact information available',
  contactRequiresLogin: 'Contact details require login',
  loginToShortlist: 'Login to Shortlist',
  fullBioAfterLogin: 'Full bio available after login',
  /** ours: the 400 detail of an id that is not a UUID. */
  invalidId: 'Executive not found',
  /** ours: the 403 detail when a signed-in user may not see contact details. */
  contactForbidden: "You don't have permission to see these contact details",
} as const;

export { availabilityMessages } from './availability-messages.contract.ts';
