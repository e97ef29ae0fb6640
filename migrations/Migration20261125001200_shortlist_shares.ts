import { Migration } from '@mikro-orm/migrations';

/**
 * Shortlists shared with colleagues (decision 022): who a list is shared with, and one comment
 * thread per entry that the owner and those colleagues see. The owner's private notes stay in
 * shortlist_notes, which no colleague query reads.
 */
export class Migration20261125001200_shortlist_shares extends Migration {
  override name = 'Migration20261125001200_shortlist_shares';

  override up(): void {
    // Deleting the list or the colleague's account ends the share.
    this.addSql(`
      CREATE TABLE shortlist_shares (
        shortlist_id uuid NOT NULL REFERENCES shortlists (id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        shared_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT shortlist_shares_once PRIMARY KEY (shortlist_id, client_id)
      )`);
    // 'Shared with me': the colleague's lists, most recently shared first.
    this.addSql(`CREATE INDEX shortlist_shares_client_idx ON shortlist_shares (client_id, shared_at DESC)`);

    // A comment outlives its author's access (a revoked colleague's words stay in the thread), but
    // not the author's account, nor the entry it is about.
    this.addSql(`
      CREATE TABLE shortlist_entry_comments (
        id uuid PRIMARY KEY,
        entry_id uuid NOT NULL REFERENCES shortlist_executives (id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        body text NOT NULL CHECK (body = btrim(body) AND length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX shortlist_entry_comments_entry_idx ON shortlist_entry_comments (entry_id, created_at, id)`);
    this.addSql(`CREATE INDEX shortlist_entry_comments_author_idx ON shortlist_entry_comments (author_id)`);
  }
}
