import { Migration } from '@mikro-orm/migrations';

/**
 * security_events held only refusals (403s). It now records admin exports too (decision 021), so
 * each row says what kind it is, and an export keeps its name and row count in `details`.
 * Existing rows are refusals, which the default keeps true.
 */
export class Migration20261125001100_security_event_kinds extends Migration {
  override name = 'Migration20261125001100_security_event_kinds';

  override up(): void {
    this.addSql(`ALTER TABLE security_events ADD COLUMN kind text NOT NULL DEFAULT 'access_refused'
      CHECK (kind IN ('access_refused', 'admin_export'))`);
    this.addSql(`ALTER TABLE security_events ADD COLUMN details jsonb`);
    this.addSql(`CREATE INDEX security_events_kind_at_idx ON security_events (kind, at DESC)`);
  }
}
