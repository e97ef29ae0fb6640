import { definePersonalData, isoInstant } from '../../platform/personal-data/personal-data.ts';

type ProfileRow = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  cv_url: string | null;
  bio: string | null;
  role: string | null;
  region: string | null;
  country: string | null;
  years_experience: number | null;
  availability: string | null;
  approved: boolean;
  submitted_at: Date | null;
  approved_at: Date | null;
  rejected_at: Date | null;
  revoked_at: Date | null;
  decision_reason: string | null;
  availability_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Each of a profile's lists: its link table, the reference table it points at, and the column between. */
const PROFILE_LISTS = [
  ['Cities', 'executive_cities', 'cities', 'city_id'],
  ['Price bands', 'executive_price_bands', 'price_bands', 'price_band_id'],
  ['Industries', 'executive_industries', 'industries', 'industry_id'],
  ['Tools', 'executive_technologies', 'technologies', 'technology_id'],
  ['Company sizes', 'executive_company_sizes', 'company_sizes', 'company_size_id'],
  ['Funding stages', 'executive_vc_stages', 'vc_stages', 'vc_stage_id'],
  ['Languages', 'executive_languages', 'languages', 'language_id'],
  ['Markets', 'executive_markets', 'markets', 'market_id'],
  ['Revenue journeys', 'executive_revenue_journeys', 'revenue_journeys', 'revenue_journey_id'],
] as const;

/**
 * Profiles hold an executive's profile: contact details, biography, CV link, experience and every
 * list they picked, and the team's review of it. Erasing deletes the profile and its lists; the
 * directory's copy is the directory module's to erase.
 */
export const profilesPersonalData = definePersonalData({
  module: 'Executive profile',
  covers: {
    executive_profiles: ['id', 'first_name', 'last_name', 'email', 'phone', 'linkedin_url', 'cv_url', 'bio', 'decision_reason'],
    ...Object.fromEntries(PROFILE_LISTS.map(([, table]) => [table, ['executive_id']])),
  },
  holdsNoPersonalData: {
    profile_vetting_decisions: 'when a submission was made and decided, and which way: no profile id, so it says nothing of whose (issue 42)',
  },
  async export(em, { userId }) {
    const [profile] = await em.execute<ProfileRow[]>(
      `SELECT p.first_name, p.last_name, p.email, p.phone, p.linkedin_url, p.cv_url, p.bio,
              ro.label AS role, re.label AS region, co.label AS country, p.years_experience, p.availability,
              p.approved, p.submitted_at, p.approved_at, p.rejected_at, p.revoked_at, p.decision_reason,
              p.availability_confirmed_at, p.created_at, p.updated_at
         FROM executive_profiles p
         LEFT JOIN roles ro ON ro.id = p.role_id
         LEFT JOIN regions re ON re.id = p.region_id
         LEFT JOIN countries co ON co.id = p.country_id
        WHERE p.id = ?`,
      [userId],
    );
    if (!profile) return undefined;
    const lists: Record<string, string[]> = {};
    for (const [title, table, reference, column] of PROFILE_LISTS) {
      const rows = await em.execute<{ label: string }[]>(
        `SELECT r.label FROM ${table} l JOIN ${reference} r ON r.id = l.${column} WHERE l.executive_id = ? ORDER BY r.position, r.label`,
        [userId],
      );
      lists[title] = rows.map((row) => row.label);
    }
    return {
      'First name': profile.first_name,
      'Last name': profile.last_name,
      'Contact e-mail address': profile.email,
      Phone: profile.phone,
      'LinkedIn profile': profile.linkedin_url,
      'CV link': profile.cv_url,
      Biography: profile.bio,
      Role: profile.role,
      Region: profile.region,
      Country: profile.country,
      'Years of experience': profile.years_experience,
      Availability: profile.availability,
      ...lists,
      'Availability last confirmed': isoInstant(profile.availability_confirmed_at),
      Review: {
        Submitted: isoInstant(profile.submitted_at),
        Approved: profile.approved ? isoInstant(profile.approved_at) : null,
        Rejected: isoInstant(profile.rejected_at),
        Revoked: isoInstant(profile.revoked_at),
        'Reason given': profile.decision_reason,
      },
      Created: isoInstant(profile.created_at),
      'Last changed': isoInstant(profile.updated_at),
    };
  },
  async erase(em, { userId }) {
    for (const [, table] of PROFILE_LISTS) await em.execute(`DELETE FROM ${table} WHERE executive_id = ?`, [userId]);
    await em.execute('DELETE FROM executive_profiles WHERE id = ?', [userId]);
  },
});
