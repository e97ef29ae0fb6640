import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * `npm run build:server`: the API and the worker as two ahead-of-time bundles in dist/, which
 * `npm start` and `npm run worker` run (docs/decisions/028-server-bundle.md). Under tsx a fresh
 * process spent seconds transforming ~200 TypeScript files and resolving every import through a
 * loader hook before it could listen; the bundle is one plain JavaScript file per process.
 */
export const SERVER_ENTRIES = { server: 'src/server.ts', worker: 'workers/main.ts' };

/**
 * Bundles each entry (output name → source file) into `outdir` as `<name>.mjs` with its source
 * map. Only our own code is bundled: packages stay in node_modules (native addons, files they
 * read beside themselves, and the compile cache of their unchanged code between releases), which
 * Node finds from the bundle's folder: `outdir` must lie inside the project, as dist/ does.
 * The benchmarks build their server the same way (tests/load/support/child-server.ts).
 */
export async function bundleNodeEntries(entries: Record<string, string>, outdir: string): Promise<string[]> {
  await build({
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // Stack traces (with --enable-source-maps) and pino's error logs keep the source's names.
    keepNames: true,
    logLevel: 'warning',
  });
  return Object.keys(entries).map((name) => path.join(outdir, `${name}.mjs`));
}

async function main(): Promise<void> {
  const outputs = await bundleNodeEntries(SERVER_ENTRIES, 'dist');
  for (const output of outputs) console.log(`built ${output}`);
}

// Only as the process's entry point, so the benchmarks can import bundleNodeEntries.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('The server bundle could not be built:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
