import { SIGNED_IN_HINT_COOKIE } from '../../src/platform/auth/auth-constants.ts';
import { markdownTable, type Measurement } from './measure.ts';
import { withDemoServer } from './support/demo-server.ts';
import { runLoad } from './support/load-run.ts';
import type { BenchContext } from './support/run-benches.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);

const VIEWERS = [
  ['visitor', {}],
  ['session: index.html', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` }],
] as const;

/**
 * `npm run bench -- server-render`: what rendering a visitor's public page on the server costs the
 * API per request (decision 047, issue 32 item 2). Each page is asked for as a visitor and as a
 * browser with a session (the signed-in hint cookie: index.html with preloads, as before), one
 * connection at a time so a request's time is its work, then /browse with ten connections. Twice:
 * every request rendered (VISITOR_PAGE_CACHE_MS=0), and with the default kept pages. Production
 * mode, `make dev`'s demo data.
 */
export async function benchServerRender(context: BenchContext): Promise<void> {
  for (const [title, cacheMs] of [
    ['every visitor request rendered (VISITOR_PAGE_CACHE_MS=0)', '0'],
    ['rendered pages kept 5 s (the default)', '5000'],
  ] as const) {
    const rows = await withDemoServer(context, `server_render_${cacheMs}`, (baseUrl, demo) => measure(baseUrl, demo), { VISITOR_PAGE_CACHE_MS: cacheMs });
    context.say(`### Server-rendered pages, ${title}`);
    context.say();
    context.say(markdownTable(rows));
    context.say();
  }
}

async function measure(baseUrl: string, demo: { articleSlug: string; executiveId: string }): Promise<Measurement[]> {
  const pages = ['/', '/browse', '/content', `/content/${demo.articleSlug}`, `/executives/${demo.executiveId}`, '/terms'];
  const measured: Measurement[] = [];
  for (const pathname of pages) {
    const label = pathname.replace(demo.articleSlug, '{slug}').replace(demo.executiveId, '{id}');
    // A page the server could not render would be served browser-rendered and look cheap: check first.
    const html = await (await fetch(`${baseUrl}${pathname}`)).text();
    if (!html.includes('id="tl-server-state"')) throw new Error(`${pathname} was not server-rendered`);
    for (const [viewer, headers] of VIEWERS) {
      measured.push(await runLoad(`${label}, ${viewer}`, `${baseUrl}${pathname}`, { connections: 1, duration: DURATION_SECONDS, headers }));
    }
  }
  for (const [viewer, headers] of VIEWERS) {
    measured.push(await runLoad(`/browse, ${viewer}`, `${baseUrl}/browse`, { connections: 10, duration: DURATION_SECONDS, headers }));
  }
  return measured;
}
