import { z } from 'zod';

const ids = z.array(z.uuid()).default([]);

/**
 * What the profiles module hands the directory when an approved executive's profile changes:
 * everything a directory card and the filters need, and nothing else (no e-mail, phone,
 * LinkedIn or CV: those stay in the profiles module). Ids are reference-data ids.
 */
export const directoryEntrySnapshotSchema = z.object({
  executiveId: z.uuid(),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  /** One of the 9 roles; the card title is its label unless `title` is given. */
  roleId: z.uuid().nullable().default(null),
  /** Overrides the role label as the card title; with neither, the title is 'Executive'. */
  title: z.string().trim().min(1).nullable().default(null),
  /** null = no region (the card says 'Global'); the 'remote' region has no countries. */
  regionId: z.uuid().nullable().default(null),
  countryId: z.uuid().nullable().default(null),
  cityIds: ids,
  yearsExperience: z.number().int().min(0).nullable().default(null),
  availability: z.enum(['full-time', 'part-time', 'specific-hours', 'any']).nullable().default(null),
  priceBandIds: ids,
  industryIds: ids,
  technologyIds: ids,
  companySizeIds: ids,
  vcStageIds: ids,
  languageIds: ids,
  marketIds: ids,
  revenueJourneyIds: ids,
  bio: z.string().default(''),
  /** When the profile was (last) approved: the directory's recency order. */
  approvedAt: z.coerce.date(),
  /** When the executive last confirmed their availability (cards show it); null = the approval time. */
  availabilityConfirmedAt: z.coerce.date().nullable().default(null),
  /**
   * Not confirmed for long enough to rank below fresh entries at equal relevance (decision 023).
   * Stored, never derived from the clock at search time, so caches and the facet index stay exact.
   */
  stale: z.boolean().default(false),
});

export type DirectoryEntrySnapshot = z.input<typeof directoryEntrySnapshotSchema>;
export type ParsedDirectoryEntrySnapshot = z.output<typeof directoryEntrySnapshotSchema>;
