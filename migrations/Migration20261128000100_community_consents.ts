import { Migration } from '@mikro-orm/migrations';

/**
 * The evidence behind each community preference (docs/decisions/038-consent-and-one-click-unsubscribe.md):
 * one row per preference each time it is given or withdrawn, with the exact wording the person was
 * shown and where (the join form, the preferences page, a one-click unsubscribe). Rows are only
 * added, so the history stays; `community_members.notification_preferences` remains the current
 * state, written in the same transaction.
 */
export class Migration20261128000100_community_consents extends Migration {
  override name = 'Migration20261128000100_community_consents';

  override up(): void {
    this.addSql(`
      CREATE TABLE community_consents (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES community_members (id) ON DELETE CASCADE,
        preference text NOT NULL CHECK (preference IN ('events', 'newsletter', 'discussions')),
        given boolean NOT NULL,
        wording text CHECK (length(wording) <= 1000),
        source text NOT NULL CHECK (source IN ('join-form', 'auto-enrolment', 'preferences-page', 'one-click-unsubscribe', 'before-records')),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The preferences page reads the latest row of each preference of one member.
    this.addSql(`CREATE INDEX community_consents_member_idx ON community_consents (member_id, preference, recorded_at DESC)`);
    // Members who joined before records were kept: their current value, with no wording (we do
    // not know what they were shown), dated when they joined.
    this.addSql(`
      INSERT INTO community_consents (id, member_id, preference, given, wording, source, recorded_at)
      SELECT gen_random_uuid(), m.id, p.preference, coalesce((m.notification_preferences ->> p.preference)::boolean, false), NULL, 'before-records', m.created_at
        FROM community_members m
        CROSS JOIN (VALUES ('events'), ('newsletter'), ('discussions')) AS p (preference)`);
  }
}
