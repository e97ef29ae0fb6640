/**
 * The header the web app sends on every state-changing request (docs/decisions/005), and the
 * problem code that makes it ask for a fresh second factor (decision 045). A file of its own
 * because session.contract.ts also holds zod schemas, and this one is in the web entry chunk.
 */
export { CSRF_HEADER, CSRF_HEADER_VALUE, STEP_UP_REQUIRED_CODE } from '../../../platform/auth/auth-constants.ts';
