import { z } from 'zod';

/**
 * incomplete → (save) → pending → (approve) → approved → (revoke) → revoked; pending → (reject) →
 * rejected; saving a rejected or revoked profile submits it again (pending). See decision 008.
 */
export const PROFILE_STATUSES = ['incomplete', 'pending', 'approved', 'rejected', 'revoked'] as const;
export const profileStatusSchema = z.enum(PROFILE_STATUSES);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;
