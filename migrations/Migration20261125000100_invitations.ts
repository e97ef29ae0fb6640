import { Migration } from '@mikro-orm/migrations';

/**
 * Consultants' invitations of executives (spec part 2 section 3), with everything the form gave so
 * it can pre-fill the invitee's profile. The link's token is kept only as a SHA-256 hash; it is
 * minted by the e-mail job and replaced by every resend. `delivery_event_id` names the event whose
 * e-mail carries the current link, so the dashboard reads that delivery's status from `deliveries`.
 */
export class Migration20261125000100_invitations extends Migration {
  override name = 'Migration20261125000100_invitations';

  override up(): void {
    this.addSql(`
      CREATE TABLE executive_invitations (
        id uuid PRIMARY KEY,
        consultant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        executive_id uuid REFERENCES users (id) ON DELETE SET NULL,
        email citext NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 2 AND 100),
        last_name text NOT NULL CHECK (length(last_name) BETWEEN 2 AND 100),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'claimed')),
        role_id uuid REFERENCES roles (id),
        bio text CHECK (length(bio) <= 8000),
        years_experience text CHECK (years_experience IN ('0-2', '3-5', '6-10', '10+', '15+', '20+')),
        availability text CHECK (availability IN ('full-time', 'part-time', 'specific-hours', 'any')),
        phone text CHECK (length(phone) <= 40),
        linkedin_url text CHECK (length(linkedin_url) <= 2000),
        region_id uuid REFERENCES regions (id),
        country_id uuid REFERENCES countries (id),
        city_ids uuid[] NOT NULL DEFAULT '{}',
        price_band_ids uuid[] NOT NULL DEFAULT '{}',
        token_hash text UNIQUE,
        delivery_event_id uuid,
        expires_at timestamptz NOT NULL,
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'claimed') = (claimed_at IS NOT NULL))
      )`);
    // A consultant's dashboard: their invitations, newest first.
    this.addSql(`CREATE INDEX executive_invitations_consultant_idx ON executive_invitations (consultant_id, created_at DESC, id)`);
    // The open-invitation check on every new invitation.
    this.addSql(`CREATE INDEX executive_invitations_email_idx ON executive_invitations (email) WHERE claimed_at IS NULL`);
    // Every list shows the newest first; super admins list all.
    this.addSql(`CREATE INDEX executive_invitations_created_idx ON executive_invitations (created_at DESC, id)`);
  }
}
