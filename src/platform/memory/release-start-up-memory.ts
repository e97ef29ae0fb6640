import v8 from 'node:v8';
import vm from 'node:vm';

/** V8's `gc(options)` (its gc extension), as a context created with --expose-gc holds it. */
type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: CollectGarbage | undefined;

/**
 * V8's collector, obtained once from a context of its own: the flag only installs `gc` in contexts
 * created after it is set, so the application's global object never gets one.
 */
function collector(): CollectGarbage {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as CollectGarbage;
  }
  return collect;
}

export type ReleasedMemory = { rssBeforeMiB: number; rssAfterMiB: number; ms: number };

const mib = (bytes: number) => Math.round(bytes / 1_048_576);

/**
 * Gives back to the system what start-up allocated and no longer holds (decision 030): one
 * memory-reducing collection, the kind V8 runs on a memory-pressure signal, which also shrinks the
 * young generation. Start-up (a thousand modules, the directory index restored, the popular
 * searches computed) keeps enough objects alive that V8 grows its young generation to the maximum
 * (two 64 MiB semi-spaces on this kind of machine) and then keeps that memory committed; only an
 * idle period long enough for V8's own memory reducer would give it back. Traffic that allocates
 * fast grows it again, as it should. A blocking call (~0.1 s at 100,000 executives, ~0.2 s at
 * 1,000,000): run before the process listens and as it turns ready, before a load balancer sends it
 * traffic.
 */
export function releaseStartUpMemory(): ReleasedMemory {
  const started = performance.now();
  const rssBefore = process.memoryUsage.rss();
  collector()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return { rssBeforeMiB: mib(rssBefore), rssAfterMiB: mib(process.memoryUsage.rss()), ms: Math.round(performance.now() - started) };
}
