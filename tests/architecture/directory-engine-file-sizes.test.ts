import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph.ts';

/**
 * The directory engine stays in small files, each doing one thing (issue 41 item 6): two of them
 * had grown to 366 and 382 lines before they were split by what their parts do. Every `.ts` file
 * of the folder counts, its unit tests too: a test file past the limit is as hard to read.
 */

const ENGINE_DIR = path.join(root, 'src/modules/directory/queries/search-directory');
const MOST_LINES = 350;

/** Lines as `wc -l` and an editor count them: a final newline ends the last line, it does not start another. */
function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

/** `path: N lines` for every file over the limit, so a failure names each one and its count. */
function tooLong(files: readonly string[], most: number): string[] {
  return files.flatMap((file) => {
    const lines = countLines(readFileSync(file, 'utf8'));
    return lines > most ? [`${path.relative(root, file)}: ${lines} lines (at most ${most})`] : [];
  });
}

describe('directory engine file sizes', () => {
  it(`every .ts file under queries/search-directory/ (tests included) has at most ${MOST_LINES} lines`, () => {
    const files = sourceFiles(ENGINE_DIR).filter((file) => file.endsWith('.ts'));
    // A moved or renamed folder would otherwise pass with nothing checked.
    expect(files.length).toBeGreaterThan(30);
    expect(tooLong(files, MOST_LINES)).toEqual([]);
  });

  it('counts lines as wc -l does (self-check)', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\n\nb')).toBe(3);
  });
});
