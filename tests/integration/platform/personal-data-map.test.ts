import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/database.ts';
import { personalData } from '../../../src/personal-data.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { createTestEnvironment, type TestEnvironment } from '../../setup/test-app.ts';

/**
 * Decision 036: every table of the schema is claimed by one module's personal-data declaration,
 * either as holding a person's data (its columns that can, covered by the module's export and
 * erasure) or as holding nobody's, with why. A new table, or a new column that can hold a
 * person's data, fails here until a module says what it is.
 */

/**
 * Columns that can hold a person's data, by what they are: an id pointing at an account or a
 * profile, or a name that says so (an address, a name, words someone wrote, where they came from).
 */
const LOOKS_PERSONAL = /(^|_)(email|recipient|name|first_name|last_name|phone|bio|note|body|content|comment|linkedin_url|cv_url|ip|user_agent|payload|details?|metadata|company|job_title|title|excerpt|filters|query|search|search_public|slack_user_id|data)$/;
const TEXT_TYPES = new Set(['text', 'jsonb', 'json', 'USER-DEFINED', 'tsvector', 'ARRAY', 'character varying']);

/**
 * Columns whose name looks personal but whose values are not anyone's, with why: the schema test
 * asks for a reason rather than letting the pattern pass them silently.
 */
const NOT_PERSONAL: Record<string, string> = {
  'sessions.revoked_reason': 'why a session ended, from a fixed list (signed out, password reset...)',
  'security_events.reason': 'why an action was refused, from a fixed list',
  'outbox.last_error': "the last relay error's message (infrastructure, not a person's data)",
  'directory_index_snapshots.migration': 'the migration a snapshot was built under',
  'content_posts.featured_image_url': "the article's lead image (an uploaded picture, not a person)",
};

type Column = { table: string; column: string; type: string };
type Schema = { tables: string[]; columns: Column[]; personIds: Set<string> };

/** The schema as PostgreSQL has it: base tables (views derive from them), their columns, and the columns pointing at a person. */
async function readSchema(orm: Orm): Promise<Schema> {
  const em = orm.em.fork();
  const tables = (
    await em.execute<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.table_name);
  const columns = (
    await em.execute<{ table_name: string; column_name: string; data_type: string }[]>(
      `SELECT c.table_name, c.column_name, c.data_type
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' ORDER BY c.table_name, c.ordinal_position`,
    )
  ).map((row) => ({ table: row.table_name, column: row.column_name, type: row.data_type }));
  // A foreign key to users.id or executive_profiles.id: a person's id by construction.
  const personIds = new Set(
    (
      await em.execute<{ name: string }[]>(
        `SELECT conrelid::regclass::text || '.' || a.attname AS name
           FROM pg_constraint k
           JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
          WHERE k.contype = 'f' AND k.confrelid IN ('users'::regclass, 'executive_profiles'::regclass)`,
      )
    ).map((row) => row.name),
  );
  return { tables, columns, personIds };
}

type Claim = { module: string; covered?: readonly string[] };

/** Which module claims each table, and how. */
function claims(): Map<string, Claim[]> {
  const byTable = new Map<string, Claim[]>();
  const claim = (table: string, entry: Claim) => byTable.set(table, [...(byTable.get(table) ?? []), entry]);
  for (const holder of personalData) {
    for (const [table, covered] of Object.entries(holder.covers)) claim(table, { module: holder.module, covered });
    for (const table of Object.keys(holder.holdsNoPersonalData ?? {})) claim(table, { module: holder.module });
  }
  return byTable;
}

const unclaimedTables = ({ tables }: Schema) => tables.filter((table) => !claims().has(table));

/** Columns that can hold a person's data and that no module's export and erasure cover. */
function uncoveredColumns({ columns, personIds }: Schema): string[] {
  const byTable = claims();
  const missing: string[] = [];
  for (const { table, column, type } of columns) {
    const name = `${table}.${column}`;
    // A table its module says holds nobody's data (reference labels, job names) is held to that
    // by its foreign keys alone: an id pointing at a person there is still caught.
    const tableClaims = byTable.get(table) ?? [];
    const holdsNone = tableClaims.length > 0 && tableClaims.every((entry) => entry.covered === undefined);
    const looksPersonal = personIds.has(name) || (!holdsNone && TEXT_TYPES.has(type) && LOOKS_PERSONAL.test(column));
    if (!looksPersonal || NOT_PERSONAL[name]) continue;
    if (!(byTable.get(table) ?? []).some((entry) => entry.covered?.includes(column))) missing.push(name);
  }
  return missing;
}

let env: TestEnvironment;
let orm: Orm;
let schema: Schema;

beforeAll(async () => {
  env = await createTestEnvironment();
  orm = await openDatabase(env.config);
  schema = await readSchema(orm);
});

afterAll(async () => {
  await orm?.close();
  await env?.close();
});

describe("the schema's personal data, module by module", () => {
  it('has every table claimed by exactly one module, and no module claiming a table that does not exist', () => {
    expect(unclaimedTables(schema), 'tables no module declares (src/modules/<module>/personal-data.ts)').toEqual([]);
    const twice = [...claims()].filter(([, entries]) => entries.length > 1).map(([table, entries]) => `${table}: ${entries.map((e) => e.module).join(', ')}`);
    expect(twice, 'tables two modules claim').toEqual([]);
    expect([...claims().keys()].filter((table) => !schema.tables.includes(table)), 'declared tables missing from the schema').toEqual([]);
  });

  it("has every column that can hold a person's data covered by its table's module", () => {
    expect(uncoveredColumns(schema), "columns that can hold a person's data but no module's export and erasure cover").toEqual([]);
  });

  it('covers only columns that exist, and lists as not personal only columns that exist', () => {
    const existing = new Set(schema.columns.map((c) => `${c.table}.${c.column}`));
    const declared = personalData.flatMap((holder) => Object.entries(holder.covers).flatMap(([table, covered]) => covered.map((column) => `${table}.${column}`)));
    expect(declared.filter((name) => !existing.has(name)), 'covered columns missing from the schema').toEqual([]);
    expect(Object.keys(NOT_PERSONAL).filter((name) => !existing.has(name)), 'NOT_PERSONAL columns missing from the schema').toEqual([]);
  });

  it('fails for a new table, or a new column of personal data, that no module declares', async () => {
    const em = orm.em.fork();
    await em.execute('CREATE TABLE forgotten_feedback (id uuid PRIMARY KEY, user_id uuid REFERENCES users (id), body text)');
    await em.execute('ALTER TABLE saved_searches ADD COLUMN forgotten_email text');
    try {
      const changed = await readSchema(orm);
      expect(unclaimedTables(changed)).toEqual(['forgotten_feedback']);
      expect(uncoveredColumns(changed).sort()).toEqual(['forgotten_feedback.body', 'forgotten_feedback.user_id', 'saved_searches.forgotten_email']);
    } finally {
      await em.execute('DROP TABLE forgotten_feedback');
      await em.execute('ALTER TABLE saved_searches DROP COLUMN forgotten_email');
    }
  });
});
