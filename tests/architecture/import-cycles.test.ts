import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, loopThrough, root, sourceFiles, specifiersIn, type ImportGraph } from './import-graph.ts';

/**
 * No import cycle among the server's files, type-only imports included. A cycle makes load order
 * matter (a value read before its module ran is undefined), hides which layer depends on which,
 * and grows: one platform file importing the modules' entity list once tied ~90 files together.
 */

function describeCycles(graph: ImportGraph): string[] {
  const relative = (file: string) => path.relative(root, file);
  return importCycles(graph).map(
    (component) =>
      `${component.length} files: ${loopThrough(graph, component).map(relative).join(' -> ')}` +
      (component.length > 2 ? ` (all: ${component.slice(0, 20).map(relative).join(', ')}${component.length > 20 ? ', ...' : ''})` : ''),
  );
}

describe('import cycles', () => {
  it('none among src/, workers/ and migrations/ (type-only and dynamic imports count)', () => {
    const files = ['src', 'workers', 'migrations'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(describeCycles(importGraph(files))).toEqual([]);
  });

  it('reads every kind of import (self-check)', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import {\n  b,\n} from './b.ts';",
      "export * from './c.ts';",
      "export type { D } from './d.ts';",
      "import './e.ts';",
      "// import { f } from './commented-out.ts';",
      "const g = await import('./g.ts');",
      "const h = \"import('./in-a-string.ts')\";",
    ].join('\n');
    expect(specifiersIn(text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts', './g.ts']);
  });

  it('finds every cycle and one loop through it (self-check)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(loopThrough(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    expect(loopThrough(graph, ['e'])).toEqual(['e', 'e']);
  });
});
