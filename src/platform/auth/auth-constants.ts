/**
 * Names shared by the server and the web app. Plain constants only: the web bundle imports this
 * (through the identity contracts), so nothing here may pull in server code.
 */
export const ACCESS_COOKIE = 'tl_access';

/** The problem code of a sensitive action that needs a fresh second factor first (decision 045). */
export const STEP_UP_REQUIRED_CODE = 'step_up_required';
export const REFRESH_COOKIE = 'tl_refresh';
/**
 * Set beside the refresh cookie and for as long (httpOnly, no secret in it): tells a page request
 * that this browser has a session even when its 15-minute access cookie has gone, so the server
 * leaves the page to the browser instead of rendering it for a visitor (decision 047).
 */
export const SIGNED_IN_HINT_COOKIE = 'tl_signed_in';
/** The refresh cookie is only ever sent to the endpoints that need it. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/** Required on every state-changing /api request, see docs/decisions/005-sessions-and-csrf.md. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'talentleaders';

export const platformAuthMessages = {
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  csrfRefused: 'This request was refused because it did not come from the TalentLeaders app.',
  authenticationRequired: 'Please sign in to access this page',
  accessDenied: "You don't have permission to access this page",
  consultantsOnly: 'This page is only available to consultants and administrators',
  secondFactorRequired: 'Super admins and consultants must set up two-step sign-in before using anything else.',
  stepUpRequired: 'Confirm it is you: enter a code from your authenticator app or use a passkey, then try again.',
} as const;
