import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../../web/eager-compile-hint.ts';
import { measureInitialJavaScript } from './support/bundle.ts';

const BUDGET_GZIP_BYTES = 150 * 1024;

describe('web bundle', () => {
  it('keeps the JavaScript needed for the first render under 150 KB gzip', () => {
    const chunks = measureInitialJavaScript();
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    console.log(
      `initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${chunks.length} files (${chunks
        .map((c) => `${c.file} ${(c.gzipBytes / 1024).toFixed(1)} KB`)
        .join(', ')})`,
    );
    expect(total).toBeLessThan(BUDGET_GZIP_BYTES);
  });

  it('asks V8 to compile what loads at start eagerly, off the main thread, and leaves route chunks lazy', () => {
    const initial = measureInitialJavaScript().map((chunk) => path.basename(chunk.file));
    expect(initial.length).toBeGreaterThan(1);
    const assets = readdirSync('web/dist/assets').filter((file) => file.endsWith('.js'));
    for (const file of assets) {
      // The hint counts only as the file's first line.
      const firstLine = readFileSync(path.join('web/dist/assets', file), 'utf8').split('\n', 1)[0];
      expect(firstLine === EAGER_COMPILE_HINT, file).toBe(initial.includes(file));
    }
  });

  it('puts page content in route chunks, not in the entry', () => {
    const initial = measureInitialJavaScript()
      .map((chunk) => readFileSync(path.join('web/dist', chunk.file), 'utf8'))
      .join('\n');
    // Text that only one page renders: present in the build, absent from what loads at start.
    for (const pageOnlyText of ['Frequently asked questions', 'International transfers', 'Prohibited use', 'Featured roles']) {
      expect(initial).not.toContain(pageOnlyText);
    }
    const assets = readdirSync('web/dist/assets').filter((file) => file.endsWith('.js'));
    for (const route of ['how-it-works', 'terms', 'privacy', 'browse', 'admin', 'shortlists', 'consultant-dashboard']) {
      expect(assets.some((file) => file.startsWith(`${route}-`))).toBe(true);
    }
  });
});
