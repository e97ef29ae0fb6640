import { Migration } from '@mikro-orm/migrations';

/**
 * Each vetting decision's waiting time (issue 42 item 5): when the profile was submitted and when
 * it was decided, kept without saying whose (no profile id), so the team's median and 90th
 * percentile survive an executive's erasure and hold nothing of anyone. Decisions made before
 * this table existed are taken from the profiles' last submission and decision.
 */
export class Migration20261202000200_vetting_decisions extends Migration {
  override name = 'Migration20261202000200_vetting_decisions';

  override up(): void {
    this.addSql(`
      CREATE TABLE profile_vetting_decisions (
        id bigserial PRIMARY KEY,
        decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
        submitted_at timestamptz NOT NULL,
        decided_at timestamptz NOT NULL CHECK (decided_at >= submitted_at)
      )`);
    this.addSql(`CREATE INDEX profile_vetting_decisions_decided_idx ON profile_vetting_decisions (decided_at)`);
    this.addSql(`
      INSERT INTO profile_vetting_decisions (decision, submitted_at, decided_at)
      SELECT 'approve', submitted_at, approved_at FROM executive_profiles WHERE approved_at IS NOT NULL AND submitted_at IS NOT NULL AND approved_at >= submitted_at
      UNION ALL
      SELECT 'reject', submitted_at, rejected_at FROM executive_profiles WHERE rejected_at IS NOT NULL AND submitted_at IS NOT NULL AND rejected_at >= submitted_at`);
  }
}
