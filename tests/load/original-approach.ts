import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { GeneratedExecutive } from './seed-directory.ts';

/**
 * The original product's directory read (spec part 1 section 7): select every row of
 * executive_profiles_public, then for each executive its seven link tables and the reference rows
 * they point to, one query at a time; filtering happened afterwards in the browser. Recreated
 * here in its own schema `original` (the profiles module has link tables of the same names in
 * public), with an index on every link table's executive_id (more than the original is known to have).
 */
const LINKS = [
  { table: 'executive_industries', column: 'industry_id', reference: 'industries', field: 'industryIds' },
  { table: 'executive_technologies', column: 'technology_id', reference: 'technologies', field: 'technologyIds' },
  { table: 'executive_company_sizes', column: 'company_size_id', reference: 'company_sizes', field: 'companySizeIds' },
  { table: 'executive_vc_stages', column: 'vc_stage_id', reference: 'vc_stages', field: 'vcStageIds' },
  { table: 'executive_languages', column: 'language_id', reference: 'languages', field: 'languageIds' },
  { table: 'executive_markets', column: 'market_id', reference: 'markets', field: 'marketIds' },
  { table: 'executive_revenue_journeys', column: 'revenue_journey_id', reference: 'revenue_journeys', field: 'revenueJourneyIds' },
] as const;

export async function createOriginalSchema(client: pg.Client, executives: readonly GeneratedExecutive[]): Promise<void> {
  await client.query('CREATE SCHEMA original');
  await client.query(`
    CREATE TABLE original.executive_profiles_public (
      id uuid PRIMARY KEY, first_name text, last_name text, title text, location text, years_experience int,
      availability text, bio text, price_per_day text, profile_complete boolean, approved boolean, updated_at timestamptz
    )`);
  await client.query(
    `INSERT INTO original.executive_profiles_public
     SELECT id, first_name, last_name, title, location, years, availability, bio, price, true, true, now()
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[])
       AS u(id, first_name, last_name, title, location, years, availability, bio, price)`,
    [
      executives.map((e) => e.id),
      executives.map((e) => e.firstName),
      executives.map((e) => e.lastName),
      executives.map((e) => e.title),
      executives.map((e) => [e.regionId ?? '', e.countryId ?? '', e.cityIds.join(',')].join(':')),
      executives.map((e) => e.years),
      executives.map((e) => e.availability),
      executives.map((e) => e.bio),
      executives.map((e) => e.priceBandIds[0] ?? ''),
    ],
  );
  for (const link of LINKS) {
    await client.query(`CREATE TABLE original.${link.table} (id serial PRIMARY KEY, executive_id uuid NOT NULL, ${link.column} uuid NOT NULL)`);
    const pairs = executives.flatMap((e) => e[link.field].map((id) => [e.id, id] as const));
    await client.query(`INSERT INTO original.${link.table} (executive_id, ${link.column}) SELECT * FROM unnest($1::uuid[], $2::uuid[])`, [
      pairs.map(([executive]) => executive),
      pairs.map(([, id]) => id),
    ]);
    await client.query(`CREATE INDEX ON original.${link.table} (executive_id)`);
  }
  await client.query('ANALYZE');
}

/** GET /original: the original read, answered as JSON (all rows: the original had no pages). */
export function registerOriginalRoute(app: FastifyInstance, databaseUrl: string): void {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.addHook('onClose', async () => pool.end());
  app.get('/original', async () => {
    const { rows } = await pool.query('SELECT * FROM original.executive_profiles_public');
    return Promise.all(
      rows.map(async (executive: { id: string }) => {
        const links = await Promise.all(
          LINKS.map((link) => pool.query(`SELECT ${link.column} AS id FROM original.${link.table} WHERE executive_id = $1`, [executive.id])),
        );
        const references = await Promise.all(
          LINKS.map((link, i) =>
            pool.query(`SELECT * FROM ${link.reference} WHERE id = ANY($1::uuid[])`, [links[i]!.rows.map((r: { id: string }) => r.id)]),
          ),
        );
        return { ...executive, ...Object.fromEntries(LINKS.map((link, i) => [link.reference, references[i]!.rows])) };
      }),
    );
  });
}
