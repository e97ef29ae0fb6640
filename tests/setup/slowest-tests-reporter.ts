import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/**
 * Prints the ten slowest tests and the ten slowest files of the run after Vitest's own summary, so
 * every `make test` says where its time went (issue 29 item 2): a test that grows slow is seen in
 * the run that made it so, not found later by bisecting the suite's total.
 * A file's time is its hooks and tests (Vitest's `duration`) plus its import and set-up.
 */
export class SlowestTestsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) => {
        const diagnostic = test.diagnostic();
        return diagnostic ? [{ ms: diagnostic.duration, name: `${this.where(module)} > ${test.fullName}` }] : [];
      }),
    );
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const ms = diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration;
      return { ms, name: this.where(module) };
    });
    if (tests.length === 0) return;
    const lines = [
      '',
      `Slowest ${Math.min(SHOWN, tests.length)} tests of this run:`,
      ...slowest(tests),
      `Slowest ${Math.min(SHOWN, files.length)} files (import, hooks and tests):`,
      ...slowest(files),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  private where(module: TestModule): string {
    return `[${module.project.name}] ${path.relative(this.root, module.moduleId)}`;
  }
}

function slowest(rows: { ms: number; name: string }[]): string[] {
  return rows
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, SHOWN)
    .map((row) => `  ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${row.name}`);
}
