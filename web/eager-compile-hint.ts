import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+), honoured only as the file's first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry script and the chunks it imports statically (what index.html loads and
 * modulepreloads) with V8's explicit compile hint: their functions all run at start-up, so V8
 * compiles them eagerly on the thread that streams each file in, while the rest downloads, instead
 * of lazily on the main thread as each is first called (docs/decisions/025-first-load-preloads.md
 * item 8). Route chunks are left lazy: most of a route's functions wait for the user.
 *
 * It runs after Vite has written its own first line into the entry (the `__vite__mapDeps` table,
 * also added once the file names are hashed): a hint on the second line is ignored. The hint is
 * the same for every build, so a file's hashed name still changes exactly when its code does.
 */
export function eagerCompileHint(): Plugin {
  return {
    name: 'talentleaders:eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const entry of Object.values(bundle)) {
          if (entry.type !== 'chunk' || !entry.isEntry) continue;
          for (const fileName of [entry.fileName, ...entry.imports]) {
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk' && !chunk.code.startsWith(EAGER_COMPILE_HINT)) chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
