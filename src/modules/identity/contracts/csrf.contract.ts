/**
 * The header the web app sends on every state-changing request (docs/decisions/005). A file of its
 * own because session.contract.ts also holds zod schemas, and this one is in the web entry chunk.
 */
export { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../platform/auth/auth-constants.ts';
