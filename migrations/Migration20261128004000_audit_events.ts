import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail of staff actions (issue 31 item 5, decision 042): one row per action, written in
 * the action's own transaction by recordAudit (src/platform/audit/record-audit.ts).
 *
 * No foreign keys: a row outlives its actor's and its target's accounts (erasure deletes them), and
 * an ON DELETE SET NULL would itself be an UPDATE of the trail. Rows name people by id and role
 * only; a person's name is read from their account while it exists, never copied here.
 *
 * Immutable in PostgreSQL, whatever code runs: a trigger refuses every DELETE, TRUNCATE and
 * UPDATE, with one narrow exception for erasure (decision 042): inside a transaction that set
 * `talentleaders.audit_erasure` to 'on', an UPDATE may blank `ip` and change nothing else.
 */
export class Migration20261128004000_audit_events extends Migration {
  override name = 'Migration20261128004000_audit_events';

  override up(): void {
    this.addSql(`
      CREATE TABLE audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+$'),
        actor_id uuid,
        actor_role text NOT NULL,
        target_type text,
        target_id text,
        target_role text,
        target_label text CHECK (char_length(target_label) <= 200),
        before jsonb,
        after jsonb,
        ip text
      )`);
    this.addSql(`CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, id DESC)`);
    this.addSql(`CREATE INDEX audit_events_kind_idx ON audit_events (kind, id DESC)`);
    this.addSql(`CREATE INDEX audit_events_target_idx ON audit_events (target_id, id DESC)`);
    this.addSql(`CREATE INDEX audit_events_at_idx ON audit_events (at DESC)`);
    this.addSql(`
      CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Erasure's one exception: forget where an erased actor acted from, nothing else.
        IF TG_OP = 'UPDATE' AND current_setting('talentleaders.audit_erasure', true) = 'on' THEN
          IF NEW.ip IS NULL AND (to_jsonb(NEW) - 'ip') = (to_jsonb(OLD) - 'ip') THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only: % refused (decision 042)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    this.addSql(`CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change()`);
    this.addSql(`CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change()`);
  }
}
