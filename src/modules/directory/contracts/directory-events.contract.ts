import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/**
 * The directory's index snapshot should be built (decision 033): recorded by an API process that
 * found none it could load and a directory too large to read while serving, or by `npm run
 * directory -- request-snapshot`. The worker's job builds it; a build finding a usable one kept, or
 * another build running, does nothing, so any number of these events cost one build.
 */
export const DirectoryIndexSnapshotRequested = defineEvent(
  'DirectoryIndexSnapshotRequested',
  1,
  z.object({
    /** The kept snapshot the requesting process could not use (damaged, say): built even though it is kept. */
    refusedVersion: z.string().regex(/^\d+$/).optional(),
  }),
);
