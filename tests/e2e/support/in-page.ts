import type { Locator, Page } from 'playwright-core';

/*
 * Code that runs inside the browser is passed as source text: the test project compiles against
 * Node's types only (no DOM lib), and these few expressions are clearer than type casts.
 */

export function readScrollY(page: Page): Promise<number> {
  return page.evaluate<number>('window.scrollY');
}

export function readDocumentWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}

export function readActiveElementText(page: Page): Promise<string | null> {
  return page.evaluate<string | null>('document.activeElement ? document.activeElement.textContent : null');
}

export function readActiveElementOutline(page: Page): Promise<{ style: string; width: string }> {
  return page.evaluate<{ style: string; width: string }>(
    '(() => { const s = getComputedStyle(document.activeElement); return { style: s.outlineStyle, width: s.outlineWidth }; })()',
  );
}

export function readComputedStyle(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => element.ownerDocument.defaultView?.getComputedStyle(element).getPropertyValue(name) ?? '',
    property,
  );
}

export function readActiveElementLabel(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    "document.activeElement ? document.activeElement.tagName + ' ' + (document.activeElement.closest('[aria-label]')?.getAttribute('aria-label') ?? '') : null",
  );
}

/** The text of a native select's chosen option (`:checked` matches it). */
export function readChosenOption(select: Locator): Promise<string | null> {
  return select.locator('option:checked').textContent();
}
