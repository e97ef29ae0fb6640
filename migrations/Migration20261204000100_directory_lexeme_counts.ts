import { Migration } from '@mikro-orm/migrations';

/** An entry's distinct words across both search texts, with a row per entry (`rows` is a transition table). */
const wordsOf = (rows: string, delta: 1 | -1) => `
  SELECT DISTINCT r.executive_id, lexeme, ${delta} AS delta
    FROM ${rows} r, unnest(tsvector_to_array(r.search) || tsvector_to_array(r.search_public)) AS lexeme`;

/** Adds each word's change in entries to its count; a word whose count falls to 0 stays until the DELETE after it. */
const applyDeltas = (deltas: string) => `
  INSERT INTO directory_lexemes AS kept (lexeme, entries)
  SELECT lexeme, sum(delta)::int FROM (${deltas}) changed GROUP BY lexeme HAVING sum(delta) <> 0
  ON CONFLICT (lexeme) DO UPDATE SET entries = kept.entries + EXCLUDED.entries;`;

/** Drops the words of the dropped rows that no entry holds any more (found by key, not by scanning). */
const DROP_UNHELD = `
  DELETE FROM directory_lexemes kept
   WHERE kept.entries <= 0
     AND kept.lexeme IN (SELECT lexeme FROM dropped, unnest(tsvector_to_array(dropped.search) || tsvector_to_array(dropped.search_public)) AS lexeme);`;

/**
 * The directory's words (decision 048) counted by the entries holding them. Migration 0400 of
 * 2026-11-28 found a word that might have gone by searching every entry's texts for it, word by
 * word of every replaced row: about 400 ms a profile save even at 2,000 executives, and since the
 * directory version serialises writers, every directory write queued behind it. Now a write adds
 * and subtracts its rows' words from their counts, and a word goes when its count reaches 0.
 */
export class Migration20261204000100_directory_lexeme_counts extends Migration {
  override name = 'Migration20261204000100_directory_lexeme_counts';

  override up(): void {
    this.addSql(`ALTER TABLE directory_lexemes ADD COLUMN entries integer NOT NULL DEFAULT 0`);
    this.addSql(`
      UPDATE directory_lexemes kept SET entries = counted.entries
        FROM (SELECT lexeme, count(*)::int AS entries FROM (${wordsOf('directory_entries', 1)}) words GROUP BY lexeme) counted
       WHERE kept.lexeme = counted.lexeme`);
    this.addSql(`DELETE FROM directory_lexemes WHERE entries = 0`);
    this.addSql(`ALTER TABLE directory_lexemes ALTER COLUMN entries DROP DEFAULT`);
    this.addSql(`CREATE OR REPLACE FUNCTION directory_lexemes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applyDeltas(wordsOf('written', 1))}
        ELSIF TG_OP = 'UPDATE' THEN
          ${applyDeltas(`${wordsOf('written', 1)} UNION ALL ${wordsOf('dropped', -1)}`)}
          ${DROP_UNHELD}
        ELSE
          ${applyDeltas(wordsOf('dropped', -1))}
          ${DROP_UNHELD}
        END IF;
        RETURN NULL;
      END $$`);
  }
}
