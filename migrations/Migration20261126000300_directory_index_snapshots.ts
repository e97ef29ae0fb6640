import { Migration } from '@mikro-orm/migrations';

/**
 * The directory index's snapshot (docs/decisions/027-directory-index-snapshot.md): the facet and
 * text index a process built from every entry, kept as byte sections so the next process reads a
 * few buffers and catches up on the changes since, instead of every entry's search texts. Derived
 * data only: emptying the table costs one slower start, nothing else.
 */
export class Migration20261126000300_directory_index_snapshots extends Migration {
  override name = 'Migration20261126000300_directory_index_snapshots';

  override up(): void {
    // `migration`: the last migration applied when it was written; a later one may have rewritten
    // the rows, so such a snapshot is not used.
    this.addSql(`
      CREATE TABLE directory_index_snapshots (
        version bigint NOT NULL,
        section text NOT NULL,
        part integer NOT NULL CHECK (part >= 0),
        migration text NOT NULL,
        data text NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT directory_index_snapshots_key PRIMARY KEY (version, section, part)
      )`);
    // `data` is the part's bytes in base64: the driver receives bytea as hex (twice the bytes, and
    // neither end encodes hex quickly), base64 is a third larger and decoded with SIMD. Stored
    // out of line as it is: compressing it would only slow every start.
    this.addSql('ALTER TABLE directory_index_snapshots ALTER COLUMN data SET STORAGE EXTERNAL');
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS directory_index_snapshots');
  }
}
