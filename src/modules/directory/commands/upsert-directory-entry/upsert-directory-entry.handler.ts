import type { EntityManager } from '../../../../platform/db/orm.ts';
import { labelOf, labelsOf } from '../../../reference/contracts/reference-labels.contract.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import {
  directoryEntrySnapshotSchema,
  type DirectoryEntrySnapshot,
} from '../../contracts/directory-entry.contract.ts';
import { announceLocalDirectoryWrite } from '../../domain/local-writes.ts';
import { placeWords } from '../../domain/place-words.ts';
import { RECORD_CHANGE } from '../../domain/record-change.ts';
import { pgArray } from '../../domain/sql-fragment.ts';

const DEFAULT_TITLE = 'Executive';

// Names and title weigh most, then industries, tools and places, then the bio (ts_rank weights A, B, C).
// 'simple' keeps names and tool names as typed (no stemming), which prefix matching needs.
// search_public holds only what a preview shows (title, industries, tools, places): viewers without names
// and bios search it, so free text cannot reveal a name or bio to them (decision 006).
const UPSERT_SQL = `
  WITH upserted AS (
    INSERT INTO directory_entries (
      executive_id, first_name, last_name, role_id, title, region_id, country_id, city_ids,
      years_experience, availability, price_band_ids, industry_ids, technology_ids, company_size_ids,
      vc_stage_ids, language_ids, market_ids, revenue_journey_ids, bio, search, search_public, approved_at,
      availability_confirmed_at, stale, updated_at
    ) VALUES (
      ?, ?, ?, ?, ?, ?, ?, ?::uuid[],
      ?, ?, ?::uuid[], ?::uuid[], ?::uuid[], ?::uuid[],
      ?::uuid[], ?::uuid[], ?::uuid[], ?::uuid[], ?,
      setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B') || setweight(to_tsvector('simple', ?), 'C'),
      setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B'),
      ?, coalesce(?::timestamptz, ?::timestamptz), ?, now()
    )
    ON CONFLICT (executive_id) DO UPDATE SET
      first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, role_id = EXCLUDED.role_id,
      title = EXCLUDED.title, region_id = EXCLUDED.region_id, country_id = EXCLUDED.country_id,
      city_ids = EXCLUDED.city_ids, years_experience = EXCLUDED.years_experience,
      availability = EXCLUDED.availability, price_band_ids = EXCLUDED.price_band_ids,
      industry_ids = EXCLUDED.industry_ids, technology_ids = EXCLUDED.technology_ids,
      company_size_ids = EXCLUDED.company_size_ids, vc_stage_ids = EXCLUDED.vc_stage_ids,
      language_ids = EXCLUDED.language_ids, market_ids = EXCLUDED.market_ids,
      revenue_journey_ids = EXCLUDED.revenue_journey_ids, bio = EXCLUDED.bio, search = EXCLUDED.search,
      search_public = EXCLUDED.search_public,
      approved_at = EXCLUDED.approved_at, availability_confirmed_at = EXCLUDED.availability_confirmed_at,
      stale = EXCLUDED.stale, updated_at = now()
    RETURNING executive_id
  ),
  ${RECORD_CHANGE('upserted')}`;

/**
 * Writes an approved executive's directory row (insert or replace) on the caller's EntityManager,
 * so it commits or rolls back with the profile change that caused it. Labels for the search text
 * come from the reference module's facade.
 */
export async function upsertDirectoryEntry(em: EntityManager, snapshot: DirectoryEntrySnapshot): Promise<void> {
  const entry = directoryEntrySnapshotSchema.parse(snapshot);
  const reference = await loadReferenceData(em);
  const roleLabel = labelOf(reference.roles, entry.roleId);
  const title = entry.title ?? roleLabel ?? DEFAULT_TITLE;
  const industries = reference.industries.filter((i) => entry.industryIds.includes(i.id));
  const keywords = [
    ...industries.flatMap((industry) => [industry.label, industry.name]),
    ...labelsOf(reference.technologies, entry.technologyIds),
    ...placeWords(reference, entry.countryId, entry.cityIds),
  ];

  const written = await em.execute<{ version: string }[]>(UPSERT_SQL, [
    entry.executiveId,
    entry.firstName,
    entry.lastName,
    entry.roleId,
    title,
    entry.regionId,
    entry.countryId,
    pgArray(entry.cityIds),
    entry.yearsExperience,
    entry.availability,
    pgArray(entry.priceBandIds),
    pgArray(entry.industryIds),
    pgArray(entry.technologyIds),
    pgArray(entry.companySizeIds),
    pgArray(entry.vcStageIds),
    pgArray(entry.languageIds),
    pgArray(entry.marketIds),
    pgArray(entry.revenueJourneyIds),
    entry.bio,
    [entry.firstName, entry.lastName, title, roleLabel ?? ''].join(' '),
    keywords.join(' '),
    entry.bio,
    [title, roleLabel ?? ''].join(' '),
    keywords.join(' '),
    entry.approvedAt,
    entry.availabilityConfirmedAt,
    entry.approvedAt,
    entry.stale,
  ]);
  announceLocalDirectoryWrite(em, written);
}
