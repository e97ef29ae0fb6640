import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionInsightsRawRowsHandler } from '../../../workers/jobs/retention-insights-raw-rows/retention-insights-raw-rows.handler.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { runJobHandler } from '../../setup/run-job-handler.ts';
import { createExecutive } from '../../factories/executives.factory.ts';

/** Decisions 037 and 050: insights' raw rows (salted hashes, daily salts) are deleted once they have done their work. */
let t: TestApp;
const em = () => t.orm.em.fork();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the insights raw rows retention job', () => {
  it('deletes view marks past 30 minutes and the searchers and salts of days before yesterday, and keeps the rest', async () => {
    const executive = await createExecutive(t.app);
    await em().execute(
      `INSERT INTO insights_view_marks (viewer_hash, executive_id, metric, last_counted_at) VALUES
         ('old', ?, 'profile_open', now() - interval '31 minutes'), ('live', ?, 'profile_open', now() - interval '5 minutes')`,
      [executive.id, executive.id],
    );
    await em().execute(
      `INSERT INTO insights_term_searchers (day, term, searcher_hash) VALUES
         (current_date - 3, 'cpo', 'a'), (current_date, 'cpo', 'b')`,
    );
    await em().execute(`INSERT INTO insights_daily_salts (day, salt) VALUES (current_date - 2, '\\x01'), (current_date - 1, '\\x02'), (current_date, '\\x03')`);

    expect(await runJobHandler(retentionInsightsRawRowsHandler, t)).toEqual([
      expect.objectContaining({ msg: 'insights raw rows deleted', viewMarks: 1, termSearchers: 1, salts: 1 }),
    ]);
    expect(await em().execute('SELECT viewer_hash FROM insights_view_marks')).toEqual([{ viewer_hash: 'live' }]);
    expect(await em().execute('SELECT searcher_hash FROM insights_term_searchers')).toEqual([{ searcher_hash: 'b' }]);
    expect((await em().execute('SELECT day FROM insights_daily_salts')).length).toBe(2);
    expect(await runJobHandler(retentionInsightsRawRowsHandler, t)).toEqual([expect.objectContaining({ viewMarks: 0, termSearchers: 0, salts: 0 })]);
  });
});
