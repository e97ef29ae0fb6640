import type { ProfileAvailability } from '../contracts/profile-form.contract.ts';
import type { ProfileLinks } from './profile-links.ts';

/** A profile row with its links, as the queries and presenters read it. */
export type ProfileRecord = {
  id: string;
  firstName: string;
  lastName: string;
  roleId: string | null;
  regionId: string | null;
  countryId: string | null;
  yearsExperience: number | null;
  availability: ProfileAvailability | null;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  cvUrl: string | null;
  bio: string | null;
  profileComplete: boolean;
  approved: boolean;
  submittedAt: Date | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  revokedAt: Date | null;
  decisionReason: string | null;
  /** When the executive last confirmed their availability (or was approved); null before approval. */
  availabilityConfirmedAt: Date | null;
  updatedAt: Date;
  links: ProfileLinks;
};
