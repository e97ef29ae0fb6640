import type { ProfileStatus } from '../contracts/profile-status.contract.ts';

export type StatusFields = {
  profileComplete: boolean;
  approved: boolean;
  rejectedAt?: Date | null;
  revokedAt?: Date | null;
};

/** The status a profile row is in (no row at all is 'incomplete'). */
export function statusOf(profile: StatusFields | null): ProfileStatus {
  if (!profile || !profile.profileComplete) return 'incomplete';
  if (profile.approved) return 'approved';
  if (profile.revokedAt) return 'revoked';
  if (profile.rejectedAt) return 'rejected';
  return 'pending';
}
