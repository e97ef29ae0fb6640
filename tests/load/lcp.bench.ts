import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { fullChromiumPath, launchBrowser } from '../e2e/support/browser.ts';
import { withDemoServer, type DemoPages } from './support/demo-server.ts';
import { percentile } from './support/load-run.ts';
import type { BenchContext } from './support/run-benches.ts';

/** A page load may take this long to reach network idle (a throttled phone's first load is slow). */
const NAVIGATION_TIMEOUT_MS = 60_000;

/*
 * Runs in the page: the largest contentful paint so far (buffered, so entries from before the
 * observer count), resolved once the page has been quiet for a moment; with it the first
 * contentful paint and the layout shifts not caused by input, summed (buffered as well).
 */
const READ_LCP = `new Promise((resolve) => {
  let latest = { time: 0, element: '' };
  let cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const what = element ? element.tagName.toLowerCase() + ' ' + (entry.url ? new URL(entry.url).pathname : (element.textContent || '').trim().slice(0, 40)) : '(removed)';
      latest = { time: entry.startTime, element: what + ' ' + entry.size + ' px²' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    resolve({ ...latest, fcp: fcp ? fcp.startTime : null, cls, working: window.__appWorkingAt ?? null });
  }, 500);
})`;

/*
 * Runs before the page's own scripts: notes when <html data-app-ready> appears, the moment the app
 * has taken over the server's HTML and its buttons work (web/src/routes/__root.tsx). Issue 32 item
 * 4's JavaScript budget is about this moment, which LCP (the server-rendered first paint) no longer
 * waits for.
 */
const WATCH_WORKING = `new MutationObserver((_, observer) => {
  if (document.documentElement && document.documentElement.dataset.appReady) {
    window.__appWorkingAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });`;

type LcpReading = { time: number; element: string; fcp: number | null; cls: number; working: number | null };

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

/** Runs in the page: the bytes that came over the network (headers and bodies) for the document and every resource. */
const READ_TRANSFERRED = `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((sum, entry) => sum + entry.transferSize, 0)`;

/** The demo data's newest approved executive and newest published article. */

/** One page's loads, in order; the waterfall and the bytes are the first load's. */
type PageResult = {
  pathname: string;
  /** The page as the table names it (`/executives/{id}`, not the id). */
  label: string;
  loads: LcpReading[];
  transferredBytes: number;
  waterfall: string[];
};

/** How a bench loads the pages and what it reports: the desktop's returning visitor, or Lighthouse's phone. */
type LcpProfile = {
  pages: (demo: DemoPages) => string[];
  /** Each browser context's options (viewport, scale, touch). */
  context: BrowserContextOptions;
  loads: number;
  /** A new browser context (an empty cache) for every load, not only for a page's first. */
  emptyCacheEveryLoad: boolean;
  /** Applied through a DevTools protocol session on every page; none on the desktop. */
  throttling?: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number; cpuSlowdown: number };
  report: (pages: readonly PageResult[], say: BenchContext['say']) => void;
};

function sayWaterfalls(pages: readonly PageResult[], say: BenchContext['say']): void {
  say('First loads, every request (ms from navigation start: start → end, initiator):');
  say();
  for (const page of pages) for (const line of page.waterfall) say(line);
}

/**
 * Issue 14 item 6: each page loaded 6 times in one browser context at 1280×800, the first load
 * cold (nothing cached), the others finding the hashed assets in the HTTP cache, as a returning
 * visitor does.
 */
const DESKTOP: LcpProfile = {
  pages: ({ executiveId }) => ['/', '/browse', '/content', `/executives/${executiveId}`],
  context: { viewport: { width: 1280, height: 800 } },
  loads: 6,
  emptyCacheEveryLoad: false,
  report: (pages, say) => {
    say('### Largest Contentful Paint (ms), Chromium 1280×800, production-mode API serving web/dist');
    say();
    say('| Page | First load (empty cache) | Later loads, median | Later loads, max |');
    say('| --- | ---: | ---: | ---: |');
    for (const page of pages) {
      const warm = page.loads
        .slice(1)
        .map((load) => load.time)
        .sort((a, b) => a - b);
      say(`| ${page.label} | ${page.loads[0]!.time.toFixed(0)} | ${percentile(warm, 50).toFixed(0)} | ${warm.at(-1)!.toFixed(0)} |`);
    }
    say();
    sayWaterfalls(pages, say);
  },
};

/**
 * Issue 32: Lighthouse's mobile profile (a Moto G Power's screen, a 4× slower CPU, slow 4G as
 * DevTools applies it: 150 ms added to each request, 1.6 Mbps down, 750 kbps up), 5 loads of each
 * page, every one with an empty cache (a new browser context), and an article's page as well.
 */
const PHONE: LcpProfile = {
  pages: ({ executiveId, articleSlug }) => ['/', '/browse', '/content', `/content/${articleSlug}`, `/executives/${executiveId}`],
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  // LCP_LOADS=11 for rounds whose medians must settle a difference of a few hundred ms (docs/benchmarks.md).
  loads: Number(process.env.LCP_LOADS ?? 5),
  emptyCacheEveryLoad: true,
  throttling: { latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8, cpuSlowdown: 4 },
  report: (pages, say) => {
    const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
    say(
      '### Largest Contentful Paint on a phone (ms), Chromium 412×823 at 1.75×, CPU 4× slower, 150 ms latency, 1.6 Mbps down, 750 kbps up, empty cache on every load',
    );
    say();
    say('| Page | LCP median | LCP min | LCP max | FCP median | CLS median | Working, median | Transferred, first load |');
    say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const page of pages) {
      const lcp = page.loads.map((load) => load.time).sort((a, b) => a - b);
      const fcp = page.loads.flatMap((load) => (load.fcp === null ? [] : [load.fcp]));
      const working = page.loads.flatMap((load) => (load.working === null ? [] : [load.working]));
      say(
        `| ${page.label} | ${median(lcp).toFixed(0)} | ${lcp[0]!.toFixed(0)} | ${lcp.at(-1)!.toFixed(0)} | ` +
          `${fcp.length > 0 ? median(fcp).toFixed(0) : '-'} | ${median(page.loads.map((load) => load.cls)).toFixed(3)} | ` +
          `${working.length > 0 ? median(working).toFixed(0) : '-'} | ${(page.transferredBytes / 1024).toFixed(1)} KB |`,
      );
    }
    say();
    sayWaterfalls(pages, say);
  },
};

/** A new browser context and page as the profile has them, throttled through DevTools when it says so. */
async function openProfilePage(browser: Browser, profile: LcpProfile): Promise<Page> {
  const page = await (await browser.newContext(profile.context)).newPage();
  await page.addInitScript(WATCH_WORKING);
  if (profile.throttling) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.throttling.latencyMs,
      downloadThroughput: profile.throttling.downloadBytesPerSecond,
      uploadThroughput: profile.throttling.uploadBytesPerSecond,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.throttling.cpuSlowdown });
  }
  return page;
}

/** Loads each of the profile's pages as it says, keeping every load's paints and the first load's waterfall and bytes. */
async function measurePages(browser: Browser, baseUrl: string, profile: LcpProfile, demo: DemoPages): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const pathname of profile.pages(demo)) {
    const result: PageResult = {
      pathname,
      label: pathname.startsWith('/executives/') ? '/executives/{id}' : pathname.startsWith('/content/') ? '/content/{slug}' : pathname,
      loads: [],
      transferredBytes: 0,
      waterfall: [],
    };
    let page: Page | undefined;
    for (let load = 0; load < profile.loads; load += 1) {
      if (!page || profile.emptyCacheEveryLoad) {
        await page?.context().close();
        page = await openProfilePage(browser, profile);
      }
      await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle', timeout: NAVIGATION_TIMEOUT_MS });
      const lcp = await page.evaluate<LcpReading>(READ_LCP);
      result.loads.push(lcp);
      if (load === 0) {
        const entries = await page.evaluate<WaterfallEntry[]>(READ_WATERFALL);
        const htmlEnd = await page.evaluate<number>('Math.round(performance.getEntriesByType("navigation")[0].responseEnd)');
        result.transferredBytes = await page.evaluate<number>(READ_TRANSFERRED);
        result.waterfall.push(`${pathname} (LCP ${lcp.time.toFixed(0)} ms on ${lcp.element}, HTML ${htmlEnd} ms):`);
        for (const entry of entries) result.waterfall.push(`  ${String(entry.start).padStart(5)} → ${String(entry.end).padStart(5)}  ${entry.initiator.padEnd(6)} ${entry.name}`);
      }
    }
    await page?.context().close();
    results.push(result);
  }
  return results;
}

/**
 * The built web app served by a production-mode API with the demo data of `make dev`, its pages
 * loaded in Debian's Chromium as the profile says; then the profile's report.
 */
async function benchLcpWith(context: BenchContext, profile: LcpProfile, name: string): Promise<void> {
  const pages = await withDemoServer(context, name, async (baseUrl, demo) => {
    const browser = await launchBrowser(fullChromiumPath());
    try {
      return await measurePages(browser, baseUrl, profile, demo);
    } finally {
      await browser.close();
    }
  });
  profile.report(pages, context.say);
}

/**
 * `npm run bench -- lcp`: Largest Contentful Paint of /, /browse, /content and /executives/{id}
 * (issue 14 item 6) at 1280×800, a first load with an empty cache and five returning ones.
 */
export async function benchLcp(context: BenchContext): Promise<void> {
  await benchLcpWith(context, DESKTOP, 'lcp');
}

/**
 * `npm run bench -- lcp-mobile`: the same pages and an article's page (issue 32) on Lighthouse's
 * phone, five loads each with an empty cache: the median, min and max LCP, the median FCP and CLS,
 * and the first load's bytes.
 */
export async function benchLcpMobile(context: BenchContext): Promise<void> {
  await benchLcpWith(context, PHONE, 'lcp_mobile');
}
