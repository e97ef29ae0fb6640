import { processEnvironment } from '../../src/config.ts';
import { openDatabase } from '../../src/database.ts';
import { directoryFacetsSchema, searchDirectoryQuerySchema } from '../../src/modules/directory/contracts/search-directory.contract.ts';
import { indexReference } from '../../src/modules/directory/domain/directory-reference.ts';
import { countSearch } from '../../src/modules/directory/queries/search-directory/facet-counting.ts';
import { createIndexedEntries } from '../../src/modules/directory/queries/search-directory/indexed-entries.ts';
import { mapFacets } from '../../src/modules/directory/queries/search-directory/map-facets.ts';
import { readEveryEntry } from '../../src/modules/directory/queries/search-directory/read-every-entry.ts';
import { resolveSearchFilters } from '../../src/modules/directory/queries/search-directory/resolve-search-filters.ts';
import { masksOf } from '../../src/modules/directory/queries/search-directory/search-masks.ts';
import type { TextIndex } from '../../src/modules/directory/queries/search-directory/text-index.ts';
import { typoLexemes } from '../../src/modules/directory/queries/search-directory/typo-lexemes.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { generateDirectoryPaths, MIX_FAMILIES, type MixFamily } from './directory-mixes.ts';
import { seedDirectoryAt } from './seed-directory.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import type { BenchContext } from './support/run-benches.ts';

const env = processEnvironment();
const SIZE = Number(env.BENCH_SIZE ?? 100_000);
/** Passes over the rotation (BENCH_ENGINE_ROUNDS); the first two warm the JIT and are not counted. */
const ROUNDS = Number(env.BENCH_ENGINE_ROUNDS ?? 12);
const STAGES = ['text', 'masks', 'count', 'page', 'facets'] as const;
type Stage = (typeof STAGES)[number] | 'search';

/** Microseconds since `started` (process.hrtime.bigint()). */
const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1000;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return `${mean.toFixed(0)} / ${at(0.5).toFixed(0)} / ${at(0.95).toFixed(0)}`;
}

/** Terms of the rotation's free text long enough for a typo, and each misspelt by swapping two middle letters. */
const TYPO_TERMS = ['greenhouse', 'workday', 'fintech', 'health', 'schmidt', 'talent', 'recruit', 'onboarding', 'culture', 'people', 'remote', 'hiring'];
const misspelt = (term: string) => {
  const at = Math.floor(term.length / 2);
  return term.slice(0, at - 1) + term[at] + term[at - 1] + term.slice(at + 1);
};

/**
 * A typo term's own cost (issue 33 item 6): the walk over the sorted vocabulary alone (typo-lexemes.ts),
 * as a last term (prefix) and as a whole word, and a whole match of the misspelt term beside the
 * correct one's, where the vocabulary's memo answers the walk again.
 */
function sayTypoCosts(which: string, text: TextIndex, say: (line?: string) => void): void {
  const sorted = [...text.exportState().lexemes].sort();
  const time = (run: () => unknown) => {
    for (let i = 0; i < 20; i++) run();
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = process.hrtime.bigint();
      run();
      samples.push(since(started));
    }
    return summary(samples);
  };
  say();
  say(`Typo terms in ${which}: the walk over its ${sorted.length} lexemes, µs mean / p50 / p95 of 200 runs:`);
  say();
  say('| Term | misspelt | walk, last term | walk, whole word | words reached | match, correct | match, misspelt |');
  say('|---|---|---:|---:|---:|---:|---:|');
  for (const term of TYPO_TERMS) {
    const typo = misspelt(term);
    const reached = typoLexemes(sorted, typo, true).length;
    say(
      `| ${term} | ${typo} | ${time(() => typoLexemes(sorted, typo, true))} | ${time(() => typoLexemes(sorted, typo, false))} | ${reached} | ${time(() => text.match([term]))} | ${time(() => text.match([typo]))} |`,
    );
  }
}

/**
 * `npm run bench -- directory-engine` (docs/benchmarks.md): the directory engine alone, in this
 * process, with no HTTP, PostgreSQL or cache in the way: the index loaded from a seeded directory
 * as the API loads it, then the rotation's searches (as a visitor asks them), each timed stage by
 * stage as the API runs them: the free text matched, the masks, the counts, the page's entries and
 * the facets' JSON (counts mapped to the filters' options, checked against the schema, serialised). Seconds per run instead of the minutes an A/B over HTTP
 * takes, so a change to the engine can be tried, and its effect on each stage seen, at once; the
 * A/B (directory-ab) stays the judge of what a request costs.
 */
export async function benchDirectoryEngine({ services, runId, say }: BenchContext): Promise<void> {
  const database = await createBenchDatabase(services.databaseServerUrl, `tl_${runId}_direngine`);
  const orm = await openDatabase({ database: { url: database.url, poolMax: 2 } });
  try {
    const data = await loadReferenceData(orm.em.fork());
    await seedDirectoryAt(database.url, data, SIZE);
    const reference = indexReference(data);
    const entries = createIndexedEntries();
    const loadStarted = Date.now();
    await readEveryEntry(orm.em.fork(), () => entries.startLoad());
    console.error(`index loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
    const { bitsets, order, texts } = entries;

    const searches = generateDirectoryPaths(data, 400).map(({ family, path }) => {
      const query = searchDirectoryQuerySchema.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams));
      return { family, search: resolveSearchFilters(query, reference, 'preview') };
    });
    const times = new Map<string, number[]>();
    const record = (family: MixFamily, stage: Stage, us: number) => {
      const key = `${family}|${stage}`;
      let list = times.get(key);
      if (!list) times.set(key, (list = []));
      list.push(us);
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const { family, search } of searches) {
        const counted = round >= 2;
        const took: Record<Stage, number> = { text: 0, masks: 0, count: 0, page: 0, facets: 0, search: 0 };
        let started = process.hrtime.bigint();
        const text = search.textTerms.length > 0 ? texts[search.textColumn].match(search.textQuery) : undefined;
        took.text = since(started);
        started = process.hrtime.bigint();
        const masks = masksOf(bitsets, search, text);
        took.masks = since(started);
        started = process.hrtime.bigint();
        const counts = countSearch(bitsets, search, text, masks);
        took.count = since(started);
        started = process.hrtime.bigint();
        order.pageOf(masks.full, search.page, 24, text);
        took.page = since(started);
        started = process.hrtime.bigint();
        // As the API builds the facets' part of an answer: mapped, checked against the schema, JSON.
        Buffer.from(JSON.stringify(directoryFacetsSchema.parse(mapFacets(reference, counts.counts))));
        took.facets = since(started);
        took.search = STAGES.reduce((sum, stage) => sum + took[stage], 0);
        if (counted) for (const stage of [...STAGES, 'search'] as const) record(family, stage, took[stage]);
      }
    }

    const all = (stage: Stage) => MIX_FAMILIES.flatMap((family) => times.get(`${family}|${stage}`) ?? []);
    say();
    say(`### Directory engine in one process: ${SIZE} executives, ${searches.length} searches × ${ROUNDS - 2} rounds`);
    say();
    say('µs per search, mean / p50 / p95, by stage (a visitor\'s searches; the whole search is the sum of its stages):');
    say();
    say(`| Family | ${STAGES.join(' | ')} | whole search |`);
    say(`|---|${STAGES.map(() => '---:').join('|')}|---:|`);
    for (const family of MIX_FAMILIES) {
      const cells = [...STAGES, 'search' as const].map((stage) => summary(times.get(`${family}|${stage}`) ?? [0]));
      say(`| ${family} | ${cells.join(' | ')} |`);
    }
    say(`| **rotation** | ${[...STAGES, 'search' as const].map((stage) => summary(all(stage))).join(' | ')} |`);
    sayTypoCosts('the preview text, what visitors search', texts.search_public, say);
    sayTypoCosts('the full text, what clients search', texts.search, say);
  } finally {
    await orm.close();
    await database.drop();
  }
}
