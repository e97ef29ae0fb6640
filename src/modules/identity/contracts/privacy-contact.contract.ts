/**
 * Where privacy requests go (the legal pages and the deletion e-mail name it). A file of its own,
 * without zod, so the legal pages' JavaScript does not carry the schemas (issue 32 item 4).
 */
export const PRIVACY_CONTACT_EMAIL = 'privacy@talentleaders.com';
