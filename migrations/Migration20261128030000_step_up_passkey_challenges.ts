import { Migration } from '@mikro-orm/migrations';

/** Step-up with a passkey (decision 045): its challenges are WebAuthn challenges of their own purpose. */
export class Migration20261128030000_step_up_passkey_challenges extends Migration {
  override name = 'Migration20261128030000_step_up_passkey_challenges';

  override up(): void {
    this.addSql(`ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check`);
    this.addSql(`ALTER TABLE webauthn_challenges ADD CONSTRAINT webauthn_challenges_purpose_check
      CHECK (purpose IN ('register', 'sign-in', 'second-factor', 'step-up'))`);
  }
}
