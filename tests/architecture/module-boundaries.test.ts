import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles } from './import-graph.ts';

/**
 * design.md section 2: a module never reaches into another module's tables, entities, commands or
 * queries. It imports another module only through its index.ts facade or its contracts/. The
 * platform knows no module at all: what joins them (entities, migrations, jobs) lives with the
 * composition roots (src/app.ts, src/database.ts, workers/).
 */

const modulesDir = path.join(root, 'src/modules');
const relativeImportsOf = (file: string) => importsOf(file).filter((s) => s.startsWith('.'));

/** Where an import lands inside src/modules: [module, rest of the path] or undefined. */
function moduleTarget(fromFile: string, specifier: string): [string, string] | undefined {
  const target = path.relative(modulesDir, path.resolve(path.dirname(fromFile), specifier));
  if (target.startsWith('..')) return undefined;
  const [moduleName, ...rest] = target.split(path.sep);
  return moduleName ? [moduleName, rest.join('/')] : undefined;
}

const isPublicSurface = (rest: string) => rest === '' || /^index(\.ts)?$/.test(rest) || rest.startsWith('contracts');

function violations(files: string[], ownModule: (file: string) => string | undefined): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const specifier of relativeImportsOf(file)) {
      const target = moduleTarget(file, specifier);
      if (!target) continue;
      const [targetModule, rest] = target;
      if (targetModule === ownModule(file)) continue;
      if (!isPublicSurface(rest)) found.push(`${path.relative(root, file)} -> ${specifier}`);
    }
  }
  return found;
}

describe('module boundaries', () => {
  const moduleNames = readdirSync(modulesDir).filter((e) => statSync(path.join(modulesDir, e)).isDirectory());

  it('finds the modules', () => {
    expect(moduleNames.length).toBeGreaterThan(0);
  });

  it('modules import each other only through index.ts or contracts/', () => {
    const files = sourceFiles(modulesDir);
    const owner = (file: string) => path.relative(modulesDir, file).split(path.sep)[0];
    expect(violations(files, owner)).toEqual([]);
  });

  it('the composition roots, workers and CLIs use modules only through index.ts or contracts/', () => {
    const roots = readdirSync(path.join(root, 'src')).filter((entry) => entry.endsWith('.ts')).map((entry) => path.join(root, 'src', entry));
    const files = [...roots, ...['src/cli', 'workers'].flatMap((dir) => sourceFiles(path.join(root, dir)))];
    expect(files.length).toBeGreaterThan(0);
    expect(violations(files, () => undefined)).toEqual([]);
  });

  it('the platform imports nothing from src/modules, not even contracts', () => {
    const files = sourceFiles(path.join(root, 'src/platform'));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      relativeImportsOf(file)
        .filter((specifier) => moduleTarget(file, specifier) !== undefined)
        .map((specifier) => `${path.relative(root, file)} -> ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('the web app imports only contracts from the server code', () => {
    const files = sourceFiles(path.join(root, 'web/src'));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((s) => /src\/(modules|platform)\//.test(s) && !/\/contracts(\/|$)/.test(s))
        .map((s) => `${path.relative(root, file)} -> ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('detects a violation (self-check of the rule)', () => {
    const fake = path.join(modulesDir, 'profiles/commands/x.ts');
    expect(moduleTarget(fake, '../../directory/domain/entry.entity.ts')).toEqual(['directory', 'domain/entry.entity.ts']);
    expect(isPublicSurface('domain/entry.entity.ts')).toBe(false);
    expect(isPublicSurface('index.ts')).toBe(true);
    expect(isPublicSurface('contracts/search.contract.ts')).toBe(true);
  });
});
