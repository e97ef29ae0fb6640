import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedDevelopmentData } from '../../src/cli/seed-development.ts';
import { openDatabase } from '../../src/database.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { fullChromiumPath, launchBrowser } from '../e2e/support/browser.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { productionLikeEnvironment, startChildServer } from './support/child-server.ts';
import { percentile } from './support/load-run.ts';
import type { BenchContext } from './support/run-benches.ts';

// Only the clients and executives sign in here: the staff's demo second factors need not decrypt.
const DEMO_SEED_TOTP_KEY = randomBytes(32);

/** Loads of each page: the first with an empty browser cache, the rest with the assets cached. */
const LOADS = 6;

/*
 * Runs in the page: the largest contentful paint so far (buffered, so entries from before the
 * observer count), resolved once the page has been quiet for a moment.
 */
const READ_LCP = `new Promise((resolve) => {
  let latest = { time: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const what = element ? element.tagName.toLowerCase() + ' ' + (entry.url ? new URL(entry.url).pathname : (element.textContent || '').trim().slice(0, 40)) : '(removed)';
      latest = { time: entry.startTime, element: what + ' ' + entry.size + ' px²' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(latest), 500);
})`;

type LcpReading = { time: number; element: string };

/*
 * Runs in the page: what the first load waited on, each request's start and end (ms from
 * navigation start) and whether it came from a preload, so the table can show the critical path.
 */
const READ_WATERFALL = `new Promise((resolve) => {
  const frames = [];
  new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  setTimeout(() => resolve([
    ...performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname + new URL(entry.name).search,
      start: Math.round(entry.startTime),
      end: Math.round(entry.responseEnd),
      initiator: entry.initiatorType,
    })),
    ...performance.getEntriesByType('paint').map((entry) => ({ name: entry.name, start: Math.round(entry.startTime), end: Math.round(entry.startTime), initiator: 'paint' })),
    ...frames.map((entry) => ({
      name: 'main thread: ' + entry.scripts.map((script) => (script.sourceURL.split('/').pop() || script.invoker) + ' ' + Math.round(script.duration) + ' ms').join(', '),
      start: Math.round(entry.startTime),
      end: Math.round(entry.startTime + entry.duration),
      initiator: 'frame',
    })),
  ].sort((a, b) => a.start - b.start)), 100);
})`;

type WaterfallEntry = { name: string; start: number; end: number; initiator: string };

/**
 * `npm run bench -- lcp`: Largest Contentful Paint of /, /browse, /content and /executives/{id}
 * (issue 14 item 6) in Debian's Chromium, on the built web app served by a production-mode API with
 * the demo data of `make dev`. Each page is loaded LOADS times in one browser context: the first
 * load is cold (nothing cached), the others find the hashed assets in the HTTP cache, as a
 * returning visitor does.
 */
export async function benchLcp(context: BenchContext): Promise<void> {
  if (!existsSync(path.resolve('web/dist/index.html'))) throw new Error('web/dist is missing: run `npm run build:web` first');
  const database = await createBenchDatabase(context.services.databaseServerUrl, `${context.runId}_lcp`);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tl-lcp-uploads-'));
  const orm = await openDatabase({ database: { url: database.url, poolMax: 2 } });
  let executiveId: string;
  try {
    const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'lcp-seed');
    await seedDevelopmentData(orm.em.fork(), logger, { uploadsDir, totpEncryptionKey: DEMO_SEED_TOTP_KEY });
    const [row] = await orm.em.fork().execute<{ executive_id: string }[]>('SELECT executive_id FROM directory_entries ORDER BY approved_at DESC LIMIT 1');
    executiveId = row!.executive_id;
  } finally {
    await orm.close();
  }
  const server = await startChildServer(
    'app',
    productionLikeEnvironment(database.url, context.services.redisUrl, `${context.runId}lcp`, {
      SERVE_WEB: 'true',
      UPLOADS_DIR: uploadsDir,
    }),
  );
  const browser = await launchBrowser(fullChromiumPath());
  const rows: string[] = [];
  const waterfalls: string[] = [];
  try {
    for (const pathname of ['/', '/browse', '/content', `/executives/${executiveId}`]) {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      const samples: number[] = [];
      for (let load = 0; load < LOADS; load += 1) {
        await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
        const lcp = await page.evaluate<LcpReading>(READ_LCP);
        samples.push(lcp.time);
        if (load === 0) {
          const entries = await page.evaluate<WaterfallEntry[]>(READ_WATERFALL);
          const htmlEnd = await page.evaluate<number>('Math.round(performance.getEntriesByType("navigation")[0].responseEnd)');
          waterfalls.push(`${pathname} (LCP ${lcp.time.toFixed(0)} ms on ${lcp.element}, HTML ${htmlEnd} ms):`);
          for (const entry of entries) waterfalls.push(`  ${String(entry.start).padStart(5)} → ${String(entry.end).padStart(5)}  ${entry.initiator.padEnd(6)} ${entry.name}`);
        }
      }
      await page.context().close();
      const warm = samples.slice(1).sort((a, b) => a - b);
      rows.push(
        `| ${pathname.startsWith('/executives/') ? '/executives/{id}' : pathname} | ${samples[0]!.toFixed(0)} | ${percentile(warm, 50).toFixed(0)} | ${warm.at(-1)!.toFixed(0)} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  }
  context.say('### Largest Contentful Paint (ms), Chromium 1280×800, production-mode API serving web/dist');
  context.say();
  context.say('| Page | First load (empty cache) | Later loads, median | Later loads, max |');
  context.say('| --- | ---: | ---: | ---: |');
  for (const row of rows) context.say(row);
  context.say();
  context.say('First loads, every request (ms from navigation start: start → end, initiator):');
  context.say();
  for (const line of waterfalls) context.say(line);
}
