import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for half a minute or more (outages, retries, thousands of requests, a browser
 * walking every screen), longest first, as measured in whole runs (each prints its slowest files:
 * tests/setup/slowest-tests-reporter.ts). Started first, they overlap the many short files on the
 * other workers; left to the default order (recorded durations, or file size on a clean checkout)
 * they can start last and run alone while every other worker has finished.
 */
const LONG_FILES = [
  'tests/e2e/phone-overflow-super-admin.test.ts',
  'tests/faults/fault-ledger.test.ts',
  'tests/e2e/client-journey.test.ts',
  'tests/e2e/profiles.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/fuzz/api-fuzz-super-admin.test.ts',
  'tests/e2e/phone-overflow-executive.test.ts',
  'tests/e2e/phone-overflow-consultant.test.ts',
  'tests/e2e/content.test.ts',
  'tests/e2e/phone-overflow-client.test.ts',
  'tests/fuzz/api-fuzz-consultant.test.ts',
  'tests/e2e/phone-overflow-visitor.test.ts',
  'tests/fuzz/api-fuzz-executive.test.ts',
  'tests/e2e/public-shell.test.ts',
  'tests/e2e/invitations.test.ts',
  'tests/e2e/identity.test.ts',
  'tests/integration/directory/facet-index.test.ts',
  'tests/fuzz/api-fuzz-client.test.ts',
  'tests/faults/worker-killed.test.ts',
  'tests/integration/platform/config.test.ts',
  'tests/e2e/directory-being-updated.test.ts',
  'tests/e2e/community.test.ts',
  'tests/e2e/compare.test.ts',
  'tests/fuzz/api-fuzz-visitor.test.ts',
  'tests/integration/access-matrix.test.ts',
];

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Array.prototype.sort is stable: the rest keep the default order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
