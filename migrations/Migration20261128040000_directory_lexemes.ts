import { Migration } from '@mikro-orm/migrations';

/**
 * The words of the directory's search texts (both columns), kept by statement triggers as rows are
 * written and removed, so a search answered in SQL finds a term's typo lexemes without reading
 * every row (decision 048). A word no entry holds any more (a removed or renamed executive's name)
 * goes with the statement that dropped it, found through the columns' GIN indexes.
 */
export class Migration20261128040000_directory_lexemes extends Migration {
  override name = 'Migration20261128040000_directory_lexemes';

  override up(): void {
    this.addSql(`CREATE TABLE directory_lexemes (lexeme text PRIMARY KEY)`);
    this.addSql(`CREATE FUNCTION directory_lexemes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO directory_lexemes (lexeme)
          SELECT DISTINCT lexeme FROM written, unnest(tsvector_to_array(written.search) || tsvector_to_array(written.search_public)) AS lexeme
          ON CONFLICT DO NOTHING;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM directory_lexemes kept
           USING (SELECT DISTINCT lexeme FROM dropped, unnest(tsvector_to_array(dropped.search) || tsvector_to_array(dropped.search_public)) AS lexeme) gone
           WHERE kept.lexeme = gone.lexeme
             AND NOT EXISTS (
               SELECT 1 FROM directory_entries e
                WHERE e.search @@ ('''' || replace(replace(gone.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery
                   OR e.search_public @@ ('''' || replace(replace(gone.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery);
        END IF;
        RETURN NULL;
      END $$`);
    // A trigger with transition tables serves one event: one each for inserts, updates and deletes.
    this.addSql(`CREATE TRIGGER directory_lexemes_on_insert AFTER INSERT ON directory_entries
      REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION directory_lexemes_follow()`);
    this.addSql(`CREATE TRIGGER directory_lexemes_on_update AFTER UPDATE ON directory_entries
      REFERENCING OLD TABLE AS dropped NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION directory_lexemes_follow()`);
    this.addSql(`CREATE TRIGGER directory_lexemes_on_delete AFTER DELETE ON directory_entries
      REFERENCING OLD TABLE AS dropped FOR EACH STATEMENT EXECUTE FUNCTION directory_lexemes_follow()`);
    this.addSql(`INSERT INTO directory_lexemes (lexeme)
      SELECT DISTINCT lexeme FROM directory_entries, unnest(tsvector_to_array(search) || tsvector_to_array(search_public)) AS lexeme
      ON CONFLICT DO NOTHING`);
  }
}
