import { Migration } from '@mikro-orm/migrations';

/** The reference set of categories (decision 016): the HR fields our readers and authors work in. */
const CATEGORIES: [name: string, slug: string][] = [
  ['Talent Acquisition', 'talent-acquisition'],
  ['People Operations', 'people-operations'],
  ['Leadership', 'leadership'],
  ['Learning & Development', 'learning-development'],
  ['Diversity & Inclusion', 'diversity-inclusion'],
  ['HR Technology', 'hr-technology'],
  ['Compensation & Benefits', 'compensation-benefits'],
  ['Fractional Work', 'fractional-work'],
];

/**
 * The content hub (spec part 2 section 3): post_categories (reference data, seeded here),
 * content_posts and post_comments, and the public view of approved comments.
 *
 * - The status columns are checked against the states of section 4, and a post carries a
 *   published_at exactly when it is published (publishing sets it, any other status clears it).
 * - `search` is the full-text document of a post, kept by PostgreSQL itself: title and tags weigh
 *   most (A), then the excerpt (B), then the body (C); GIN-indexed for the hub's search box.
 * - author_email is ours (not in the spec): where the job tells an author their article is
 *   published. It is never shown publicly.
 * - post_comments_public shows approved comments only, without e-mail or account, so a public read
 *   cannot leak a pending comment or a commenter's address even by mistake.
 */
export class Migration20261125000400_content extends Migration {
  override name = 'Migration20261125000400_content';

  override up(): void {
    this.addSql(`
      CREATE TABLE post_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
    for (const [name, slug] of CATEGORIES) {
      this.addSql(`INSERT INTO post_categories (name, slug) VALUES ('${name}', '${slug}')`);
    }

    // array_to_string is only STABLE in general; over text[] it is immutable, which a generated column needs.
    this.addSql(`
      CREATE FUNCTION content_tags_text(tags text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$`);

    this.addSql(`
      CREATE TABLE content_posts (
        id uuid PRIMARY KEY,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        content text NOT NULL CHECK (length(content) BETWEEN 1 AND 50000),
        excerpt text CHECK (length(excerpt) <= 500),
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 120),
        author_bio text CHECK (length(author_bio) <= 1000),
        author_email text CHECK (length(author_email) <= 320),
        category_id uuid REFERENCES post_categories (id) ON DELETE SET NULL,
        featured_image_url text CHECK (length(featured_image_url) <= 500),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 130),
        status text NOT NULL CHECK (status IN ('draft', 'pending', 'submitted', 'published', 'rejected')),
        tags text[],
        meta_title text CHECK (length(meta_title) <= 200),
        meta_description text CHECK (length(meta_description) <= 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', content_tags_text(tags)), 'A') ||
          setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
          setweight(to_tsvector('english', content), 'C')
        ) STORED,
        CONSTRAINT content_posts_slug_key UNIQUE (slug),
        CONSTRAINT content_posts_published_at_check CHECK ((status = 'published') = (published_at IS NOT NULL))
      )`);
    this.addSql(`CREATE INDEX content_posts_search_idx ON content_posts USING gin (search)`);
    // The hub: published posts, newest published first.
    this.addSql(`CREATE INDEX content_posts_status_published_idx ON content_posts (status, published_at DESC)`);
    // The admin tab: every post, newest created first.
    this.addSql(`CREATE INDEX content_posts_created_idx ON content_posts (created_at DESC, id)`);
    this.addSql(`CREATE INDEX content_posts_category_idx ON content_posts (category_id)`);

    this.addSql(`
      CREATE TABLE post_comments (
        id uuid PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES content_posts (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (length(content) BETWEEN 1 AND 5000),
        author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 120),
        author_email text NOT NULL CHECK (length(author_email) BETWEEN 3 AND 320),
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An article's approved comments, oldest first; the count per post and status.
    this.addSql(`CREATE INDEX post_comments_post_status_created_idx ON post_comments (post_id, status, created_at)`);
    // The moderation queue: one status, oldest first.
    this.addSql(`CREATE INDEX post_comments_status_created_idx ON post_comments (status, created_at)`);

    this.addSql(`
      CREATE VIEW post_comments_public AS
        SELECT id, post_id, content, author_name, created_at, status
          FROM post_comments
         WHERE status = 'approved'`);
  }
}
