import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './setup/long-files-first.ts';

// One per core (Vitest's default leaves one core idle). Three on two cores was measured: tests that
// build and compare whole indexes then ran past their 30 s timeouts under load.
const INTEGRATION_WORKERS = Number(process.env.INTEGRATION_WORKERS ?? availableParallelism());

/**
 * Three projects, run in this order by `make test`: unit (no services), integration (real
 * PostgreSQL, Redis and SMTP peer; one database per file), e2e (the built web app in Chromium).
 */
export default defineConfig({
  // The web code imports the server's contracts through this alias (see web/vite.config.ts).
  resolve: { alias: { '@contracts': fileURLToPath(new URL('../src/modules', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    globalSetup: [],
    // Only the integration project has such files; the others keep Vitest's order.
    sequence: { sequencer: LongFilesFirst },
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
          // Each file has its own database, Redis prefix and ports, so files run side by side.
          maxWorkers: INTEGRATION_WORKERS,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
