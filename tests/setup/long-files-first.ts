import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for a minute or more, mostly waiting (outages, retries, thousands of requests).
 * Started first, they overlap the many short files on the other workers; left to the default order
 * (recorded durations, or file size on a clean checkout) they can start last and run alone.
 */
const LONG_FILES = ['tests/faults/fault-ledger.test.ts', 'tests/fuzz/api-fuzz.test.ts', 'tests/faults/worker-killed.test.ts'];

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
