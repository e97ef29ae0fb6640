import { Migration } from '@mikro-orm/migrations';

/**
 * Community members (spec part 2 section 3) and their Slack state: invited when the invite went
 * out (slack_invited_at), active when Slack told us they joined (slack_joined_at, slack_user_id).
 * One member per address, whatever its case (unique on lower(email)). The invite request columns
 * let the admin tab show queued invites and the job know which request is current, so a re-send
 * by an admin supersedes an older one and a replayed job sends nothing twice.
 */
export class Migration20261125000300_community extends Migration {
  override name = 'Migration20261125000300_community';

  override up(): void {
    this.addSql(`
      CREATE TABLE community_members (
        id uuid PRIMARY KEY,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
        last_name text NOT NULL CHECK (length(last_name) <= 100),
        company text CHECK (length(company) <= 200),
        job_title text CHECK (length(job_title) <= 200),
        auto_enrolled boolean NOT NULL DEFAULT false,
        notification_preferences jsonb NOT NULL DEFAULT '{"events": true, "newsletter": true, "discussions": true}',
        slack_invite_requested_at timestamptz,
        slack_invite_event_id uuid,
        slack_invited_at timestamptz,
        slack_invite_failed_at timestamptz,
        slack_invite_failure_reason text CHECK (length(slack_invite_failure_reason) <= 1000),
        slack_joined_at timestamptz,
        slack_user_id text CHECK (length(slack_user_id) <= 40),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX community_members_email_key ON community_members (lower(email))`);
    this.addSql(`CREATE UNIQUE INDEX community_members_user_key ON community_members (user_id) WHERE user_id IS NOT NULL`);
    // The admin list: newest first, one page at a time.
    this.addSql(`CREATE INDEX community_members_created_idx ON community_members (created_at DESC, id)`);
  }
}
