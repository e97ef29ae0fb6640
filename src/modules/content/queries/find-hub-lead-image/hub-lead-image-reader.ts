import type { Orm } from '../../../../platform/db/orm.ts';
import { findHubLeadImage } from './find-hub-lead-image.query.ts';

/**
 * How long an answer is served without asking again. Short, since another API process may publish;
 * being behind costs little: a newly published post pushes the old lead image to the second card,
 * which loads eagerly with the first row, so the preload is still used.
 */
export const HUB_LEAD_IMAGE_MAX_AGE_MS = 2_000;

export type ReadHubLeadImage = () => Promise<string | null>;

/**
 * The hub's lead image for index.html, kept by this process so the page's HTML does not wait on
 * the database: the first call (app.ts makes it at start-up, as a warm-up) reads it; later calls
 * get the last answer at once and, when it is older than HUB_LEAD_IMAGE_MAX_AGE_MS, start one read
 * in the background for the calls after them (stale while revalidating). A failed read forgets the
 * answer (no preload rather than a stale one) and the next call reads again. Measured: with a read
 * on every page, a machine at load average 6-11 held that read past its 100 ms bound on 2 of 3
 * first loads, and the page lost its preload when it most needed it.
 */
export function createHubLeadImageReader(orm: Orm, now: () => number = Date.now): ReadHubLeadImage {
  let known: { url: string | null; readAt: number } | undefined;
  let reading: Promise<string | null> | undefined;
  const read = () =>
    (reading ??= findHubLeadImage(orm.em.fork())
      .then(
        (url) => {
          known = { url, readAt: now() };
          return url;
        },
        (error: unknown) => {
          known = undefined;
          throw error;
        },
      )
      .finally(() => {
        reading = undefined;
      }));
  return async () => {
    if (!known) return read();
    if (now() - known.readAt >= HUB_LEAD_IMAGE_MAX_AGE_MS) read().catch(() => undefined);
    return known.url;
  };
}
