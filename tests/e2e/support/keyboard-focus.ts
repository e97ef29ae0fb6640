import type { Page } from 'playwright-core';

/*
 * Runs in the page (source text: the test project has no DOM types). After one Tab press the page
 * is in keyboard modality, so focusing an element programmatically matches :focus-visible as a Tab
 * would. For every visible interactive element: it must be in the tab order (tabIndex >= 0; a
 * composite widget's roving items count when the group or one of its items is), and once focused it must
 * show a ring: an outline, or a box-shadow (Tailwind's ring), or a visible change of border or
 * background against its unfocused look. Focus is restored to the body afterwards.
 */
const FIND_FOCUS_PROBLEMS = `(() => {
  const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
  const ROVING = new Set(['tab', 'radio', 'menuitem', 'option']);
  // A composite widget's container hands focus to its current item (Radix's roving focus group).
  const COMPOSITE = '[role="tablist"], [role="radiogroup"], [role="menu"], [role="listbox"]';
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || style.clipPath === 'inset(50%)' || node.inert || node.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  const describe = (element) => {
    const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || element.id || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return element.tagName.toLowerCase() + (element.getAttribute('role') ? '[role=' + element.getAttribute('role') + ']' : '') + ' "' + name + '"';
  };
  const looks = (element) => {
    const s = getComputedStyle(element);
    return [s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? 'outline' : '', s.boxShadow !== 'none' ? s.boxShadow : '', s.borderColor, s.backgroundColor, s.textDecorationLine].join('|');
  };
  const problems = [];
  const candidates = [...document.querySelectorAll(INTERACTIVE)].filter((element) => !element.disabled && !element.matches(COMPOSITE) && visible(element));
  for (const element of candidates) {
    const role = element.getAttribute('role');
    if (element.tabIndex < 0) {
      const group = element.closest(COMPOSITE);
      const rovingReachable = role && ROVING.has(role) && group && (group.tabIndex >= 0 || [...group.querySelectorAll('[role="' + role + '"]')].some((item) => item.tabIndex >= 0));
      if (!rovingReachable) problems.push('not reachable by Tab: ' + describe(element));
      continue;
    }
    const before = looks(element);
    element.focus();
    if (document.activeElement !== element) continue;
    const after = getComputedStyle(element);
    const ring = (after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0) || after.boxShadow !== 'none' || looks(element) !== before;
    if (!ring) problems.push('no visible focus: ' + describe(element));
  }
  document.activeElement && document.activeElement.blur && document.activeElement.blur();
  return { checked: candidates.length, problems: [...new Set(problems)].slice(0, 10) };
})()`;

/** The interactive elements of the page that cannot be reached by Tab or show no focus ring. */
export async function findKeyboardFocusProblems(page: Page): Promise<{ checked: number; problems: string[] }> {
  // One real key press puts Chromium in keyboard modality (programmatic focus then shows :focus-visible).
  await page.keyboard.press('Tab');
  return page.evaluate<{ checked: number; problems: string[] }>(FIND_FOCUS_PROBLEMS);
}
