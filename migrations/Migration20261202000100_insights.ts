import { Migration } from '@mikro-orm/migrations';

/**
 * Insights (issue 42, decision 050): per-day aggregates only. No table here holds a user id; the
 * raw rows (view marks, term searchers, daily salts) hold at most a salted per-day hash and are
 * deleted by the retention job within two days.
 */
export class Migration20261202000100_insights extends Migration {
  override name = 'Migration20261202000100_insights';

  override up(): void {
    // One row per executive, UTC day, metric and audience: the counters flush increments into it.
    this.addSql(`
      CREATE TABLE insights_executive_days (
        executive_id uuid NOT NULL,
        day date NOT NULL,
        metric text NOT NULL CHECK (metric IN ('appearance', 'preview_open', 'profile_open', 'contact_shown', 'shortlist_add', 'compare_add')),
        audience text NOT NULL CHECK (audience IN ('visitor', 'client')),
        count bigint NOT NULL CHECK (count >= 0),
        PRIMARY KEY (executive_id, day, metric, audience)
      )`);
    // An executive's appearances per search term (as the index normalises it): the sum of positions gives the average.
    this.addSql(`
      CREATE TABLE insights_executive_term_days (
        executive_id uuid NOT NULL,
        day date NOT NULL,
        term text NOT NULL CHECK (length(term) BETWEEN 1 AND 400),
        appearances bigint NOT NULL CHECK (appearances >= 0),
        position_sum bigint NOT NULL CHECK (position_sum >= 0),
        PRIMARY KEY (executive_id, day, term)
      )`);
    this.addSql(`
      CREATE TABLE insights_search_days (
        day date NOT NULL,
        audience text NOT NULL CHECK (audience IN ('visitor', 'client')),
        searches bigint NOT NULL CHECK (searches >= 0),
        PRIMARY KEY (day, audience)
      )`);
    // What people search for: first pages served per term (the executive's suggestions compare their profile with it).
    this.addSql(`
      CREATE TABLE insights_term_search_days (
        day date NOT NULL,
        term text NOT NULL CHECK (length(term) BETWEEN 1 AND 400),
        audience text NOT NULL CHECK (audience IN ('visitor', 'client')),
        searches bigint NOT NULL CHECK (searches >= 0),
        PRIMARY KEY (day, term, audience)
      )`);
    // Searches that found fewer than three executives, by their description in words.
    this.addSql(`
      CREATE TABLE insights_unmet_search_days (
        day date NOT NULL,
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 4000),
        term text,
        results integer NOT NULL CHECK (results BETWEEN 0 AND 2),
        searches bigint NOT NULL CHECK (searches >= 0),
        PRIMARY KEY (day, description)
      )`);
    // A term is shown to executives once three different searchers used it on one day.
    this.addSql(`
      CREATE TABLE insights_shown_terms (
        term text PRIMARY KEY CHECK (length(term) BETWEEN 1 AND 400),
        shown_since date NOT NULL
      )`);
    // Raw: which (per-day hashed) searchers used a term that day, until it is shown or the day is over.
    this.addSql(`
      CREATE TABLE insights_term_searchers (
        day date NOT NULL,
        term text NOT NULL,
        searcher_hash text NOT NULL,
        PRIMARY KEY (day, term, searcher_hash)
      )`);
    // Raw: the 30-minute rule. One row per (per-day hashed) viewer, executive and metric.
    this.addSql(`
      CREATE TABLE insights_view_marks (
        viewer_hash text NOT NULL,
        executive_id uuid NOT NULL,
        metric text NOT NULL,
        last_counted_at timestamptz NOT NULL,
        PRIMARY KEY (viewer_hash, executive_id, metric)
      )`);
    this.addSql(`CREATE INDEX insights_view_marks_age_idx ON insights_view_marks (last_counted_at)`);
    // Raw: each day's random salt, shared by every API process; deleted two days on, after which no hash can be linked to anyone.
    this.addSql(`
      CREATE TABLE insights_daily_salts (
        day date PRIMARY KEY,
        salt bytea NOT NULL
      )`);

    // Shortlist adds come from the domain event, in the transaction that records it (the shortlist add's own).
    this.addSql(`
      CREATE FUNCTION insights_count_shortlist_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO insights_executive_days (executive_id, day, metric, audience, count)
        VALUES ((NEW.payload->>'executiveId')::uuid, (NEW.occurred_at AT TIME ZONE 'UTC')::date, 'shortlist_add', 'client', 1)
        ON CONFLICT (executive_id, day, metric, audience) DO UPDATE SET count = insights_executive_days.count + 1;
        RETURN NEW;
      END $$`);
    this.addSql(`
      CREATE TRIGGER insights_count_shortlist_add AFTER INSERT ON outbox
      FOR EACH ROW WHEN (NEW.type = 'ExecutiveShortlisted') EXECUTE FUNCTION insights_count_shortlist_add()`);

    // The weekly e-mail: the current choice, and every time it was given or withdrawn (decision 038's record).
    this.addSql(`
      CREATE TABLE insights_email_preferences (
        executive_id uuid PRIMARY KEY,
        weekly boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE insights_email_consents (
        id bigserial PRIMARY KEY,
        executive_id uuid NOT NULL,
        given boolean NOT NULL,
        wording text,
        source text NOT NULL CHECK (source IN ('default', 'profile-insights-page', 'one-click-unsubscribe')),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX insights_email_consents_executive_idx ON insights_email_consents (executive_id, recorded_at)`);
  }
}
