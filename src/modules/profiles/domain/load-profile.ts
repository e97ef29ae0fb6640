import type { EntityManager } from '../../../platform/db/orm.ts';
import { loadProfileLinks } from './profile-links.ts';
import type { ProfileRecord } from './profile-record.ts';

const COLUMNS = `id::text AS id, first_name, last_name, role_id::text AS role_id, region_id::text AS region_id,
  country_id::text AS country_id, years_experience, availability, email, phone, linkedin_url, cv_url, bio,
  profile_complete, approved, submitted_at, approved_at, rejected_at, revoked_at, decision_reason, availability_confirmed_at, updated_at`;

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  role_id: string | null;
  region_id: string | null;
  country_id: string | null;
  years_experience: number | null;
  availability: ProfileRecord['availability'];
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  cv_url: string | null;
  bio: string | null;
  profile_complete: boolean;
  approved: boolean;
  submitted_at: Date | string | null;
  approved_at: Date | string | null;
  rejected_at: Date | string | null;
  revoked_at: Date | string | null;
  decision_reason: string | null;
  availability_confirmed_at: Date | string | null;
  updated_at: Date | string;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Reads profiles with their links (two statements whatever the count); no write, no entity. */
export async function loadProfiles(em: EntityManager, where: string, params: unknown[] = []): Promise<ProfileRecord[]> {
  const rows = await em.execute<Row[]>(`SELECT ${COLUMNS} FROM executive_profiles WHERE ${where}`, params);
  const links = await loadProfileLinks(em, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    roleId: row.role_id,
    regionId: row.region_id,
    countryId: row.country_id,
    yearsExperience: row.years_experience,
    availability: row.availability,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedin_url,
    cvUrl: row.cv_url,
    bio: row.bio,
    profileComplete: row.profile_complete,
    approved: row.approved,
    submittedAt: date(row.submitted_at),
    approvedAt: date(row.approved_at),
    rejectedAt: date(row.rejected_at),
    revokedAt: date(row.revoked_at),
    decisionReason: row.decision_reason,
    availabilityConfirmedAt: date(row.availability_confirmed_at),
    updatedAt: new Date(row.updated_at),
    links: links.get(row.id) ?? (undefined as never),
  }));
}

export async function loadProfile(em: EntityManager, executiveId: string): Promise<ProfileRecord | null> {
  const [profile] = await loadProfiles(em, 'id = ?', [executiveId]);
  return profile ?? null;
}
