import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page and returns the serious and critical violations, each as one readable
 * line (rule, help text, first elements), so a failing assertion says what to fix.
 */
export async function findSeriousAxeViolations(page: Page): Promise<string[]> {
  const alreadyLoaded = await page.evaluate<boolean>("'axe' in window");
  // Evaluated over the DevTools protocol, which the page's Content-Security-Policy does not block.
  if (!alreadyLoaded) await page.evaluate(axeSource);
  // Source text: this runs in the page, and the test project has no DOM types.
  const violations = await page.evaluate<AxeViolation[]>(
    "axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations)",
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
}
