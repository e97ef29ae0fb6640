import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What the architecture tests know about the source: its files and what each one imports. */

export const root = path.resolve(import.meta.dirname, '../..');

export function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.gen.ts') && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every module specifier a source text imports: `import` and `import type`, `export ... from`,
 * side-effect imports and `import('...')` with a literal. TypeScript's own scanner does the
 * reading, so comments, strings and imports spread over several lines cannot fool it.
 */
export function specifiersIn(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

export function importsOf(file: string): string[] {
  return specifiersIn(readFileSync(file, 'utf8'));
}

/** The file a relative specifier names, among `files`; undefined for packages and unknown paths. */
export function resolveImport(fromFile: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate));
}

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** File → the files (among them) it imports. */
export function importGraph(files: readonly string[]): ImportGraph {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      [...new Set(importsOf(file).flatMap((specifier) => resolveImport(file, specifier, known) ?? []))],
    ]),
  );
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components;
}

/** One concrete loop inside a component (shortest, from its first file), for the failure message. */
export function loopThrough(graph: ImportGraph, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}
