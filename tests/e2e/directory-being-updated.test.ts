import { aroundAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { buildIndexSnapshot, upsertDirectoryEntry } from '../../src/modules/directory/index.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { createRandom, directorySnapshotOf, generateExecutive } from '../load/seed-directory.ts';

/**
 * Decision 033 in the browser: while the API has no index for a directory it may not read itself
 * (and no slot to count in SQL), /browse says the directory is being updated, never an error, and
 * shows the results by itself once the snapshot is built and loaded (after the API's Retry-After).
 */
describe('/browse while the directory is being updated', () => {
  let rows: TestApp;
  // The directory's rows, in an app of their own that outlives the world's (whose API reads them).
  aroundAll(async (runSuite) => {
    rows = await createTestApp();
    try {
      const reference = await loadReferenceData(rows.orm.em.fork());
      const random = createRandom(29);
      await rows.orm.em.fork().transactional(async (em) => {
        for (let i = 0; i < 30; i++) await upsertDirectoryEntry(em, directorySnapshotOf(generateExecutive(random, reference, i)));
      });
      await runSuite();
    } finally {
      await rows.close();
    }
  });
  // The test looks at its page's console errors itself (openPage, not world.open).
  const world = useE2eWorld({
    env: () => ({
      DATABASE_URL: rows.config.database.url,
      DIRECTORY_INDEX_SNAPSHOT: 'true',
      DIRECTORY_INDEX_ROWS_IN_PROCESS: '10',
      DIRECTORY_UNINDEXED_SEARCHES: '0',
    }),
  });

  it('says so kindly, then shows the results without being asked', async () => {
    const { page, errors, close } = await openPage(world.browser, world.server.baseUrl);
    try {
      await page.goto('/browse');
      await page.getByRole('status').filter({ hasText: 'The directory is being updated. Results will appear in a few seconds.' }).waitFor();
      expect(await page.getByText('Failed to fetch executives').count()).toBe(0);

      const build = await buildIndexSnapshot({ em: rows.orm.em.fork(), databaseUrl: rows.config.database.url });
      expect(build.outcome).toBe('built');
      // The API finds the snapshot within a second; the page asks again after Retry-After (5 s).
      await page.getByRole('heading', { name: '30 Talent Leaders Found' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('The directory is being updated').count()).toBe(0);
      expect(await page.getByText('Failed to fetch executives').count()).toBe(0);
      // The only console lines are the browser's own notes of the 503 answers.
      expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
