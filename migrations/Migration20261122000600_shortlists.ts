import { Migration } from '@mikro-orm/migrations';

/**
 * A client's named shortlists of executives, with one private note per entry. Everything here
 * belongs to the list's owner alone; deleting the list (or the owner's account) takes it all.
 */
export class Migration20261122000600_shortlists extends Migration {
  override name = 'Migration20261122000600_shortlists';

  override up(): void {
    this.addSql(`
      CREATE TABLE shortlists (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The owner's lists, newest first: the only way lists are ever read.
    this.addSql(`CREATE INDEX shortlists_user_created_idx ON shortlists (user_id, created_at DESC, id)`);

    // No reference to the directory: an executive whose approval is revoked stays on the list
    // (shown as no longer available). Only the account's deletion removes the entry.
    this.addSql(`
      CREATE TABLE shortlist_executives (
        id uuid PRIMARY KEY,
        shortlist_id uuid NOT NULL REFERENCES shortlists (id) ON DELETE CASCADE,
        executive_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT shortlist_executives_once UNIQUE (shortlist_id, executive_id)
      )`);
    this.addSql(`CREATE INDEX shortlist_executives_list_added_idx ON shortlist_executives (shortlist_id, added_at DESC, id)`);
    this.addSql(`CREATE INDEX shortlist_executives_executive_idx ON shortlist_executives (executive_id)`);

    this.addSql(`
      CREATE TABLE shortlist_notes (
        id uuid PRIMARY KEY,
        shortlist_executive_id uuid NOT NULL UNIQUE REFERENCES shortlist_executives (id) ON DELETE CASCADE,
        note text NOT NULL CHECK (length(note) <= 2000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
