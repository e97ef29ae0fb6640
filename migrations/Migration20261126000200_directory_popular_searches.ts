import { Migration } from '@mikro-orm/migrations';

/**
 * The directory searches people ask most (decision 024): each API process counts its searches and
 * adds them here every minute and when it stops, so the next process (after a deploy or a restart)
 * computes the popular ones before it reports ready. Hits decay with a one-week half-life, applied
 * when a row is updated and when it is read, so last month's fashion gives way to this week's.
 */
export class Migration20261126000200_directory_popular_searches extends Migration {
  override name = 'Migration20261126000200_directory_popular_searches';

  override up(): void {
    // `query` is the search's URL query string as it was sent (validated again when replayed).
    this.addSql(`
      CREATE TABLE directory_popular_searches (
        audience text NOT NULL CHECK (audience IN ('full', 'preview')),
        query text NOT NULL CHECK (length(query) <= 2000),
        hits double precision NOT NULL CHECK (hits >= 0),
        seen_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT directory_popular_searches_key PRIMARY KEY (audience, query)
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS directory_popular_searches');
  }
}
