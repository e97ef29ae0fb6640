import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './setup/long-files-first.ts';
import { SlowestTestsReporter } from './setup/slowest-tests-reporter.ts';

// One more worker than cores: an end-to-end file spends much of its time waiting for pages to
// settle and an integration file for outages and retries. Four on two cores finished 8% sooner
// but took CPU-bound tests past their timeouts in one run of four (decision 035); TEST_WORKERS=4
// runs it that way.
// On an older Node the tests fail partway (Promise.withResolvers, fs.globSync) and Vitest's own
// reporter then crashes on Map.groupBy before it says why: stop at once and say what to run.
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 17)) {
  throw new Error(
    `The tests need Node >= 22.17 and this is ${process.version}: run them as \`make test\` or \`npm run test:unit\` (both use Node 24 from .tools/), or put .tools/node24/node_modules/.bin first on PATH.`,
  );
}

const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? availableParallelism() + 1);

/**
 * Three projects: unit (no services), integration (real PostgreSQL, Redis and SMTP peer; one
 * database per file), e2e (the built web app in Chromium). `make test` runs them in one Vitest run,
 * side by side, longest files first: every file has its own database, Redis prefix, ports and
 * browser contexts, so nothing orders them.
 *
 * Files share their worker's modules (`isolate: false`): importing the whole app again for each
 * file was half of the integration project's CPU. A file must therefore leave no module-level
 * state behind that another file could see (tests/setup/ keeps everything per file).
 */
export default defineConfig({
  // The web code imports the server's contracts through this alias (see web/vite.config.ts).
  resolve: { alias: { '@contracts': fileURLToPath(new URL('../src/modules', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    globalSetup: [],
    isolate: false,
    maxWorkers: TEST_WORKERS,
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default', new SlowestTestsReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.unit.test.ts',
            'workers/**/*.unit.test.ts',
            'web/src/**/*.unit.test.{ts,tsx}',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'src/**/*.test.ts',
            'workers/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/faults/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
          ],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
