import { MAX_COMPARED_EXECUTIVES } from '@contracts/profiles/contracts/compare-messages.contract.ts';

/**
 * The leaders chosen for comparison (issue 15 item 2): plain functions over an ordered list, so the
 * store, the toggle and the bar share one rule and it is tested without a browser.
 */

/** A chosen leader as the bar shows it: the card's heading (the name, or initials for previews). */
export type CompareChoice = { id: string; label: string };

export type ToggleOutcome =
  | { kind: 'added'; choices: CompareChoice[] }
  | { kind: 'removed'; choices: CompareChoice[] }
  /** A fourth leader: the list is unchanged and the user is told why. */
  | { kind: 'refused'; choices: CompareChoice[] };

export function isChosen(choices: readonly CompareChoice[], id: string): boolean {
  return choices.some((choice) => choice.id === id);
}

export function removeChoice(choices: readonly CompareChoice[], id: string): CompareChoice[] {
  return choices.filter((choice) => choice.id !== id);
}

/** Adds a leader not yet chosen (refused past the limit), or removes one already chosen. */
export function toggleChoice(choices: readonly CompareChoice[], choice: CompareChoice): ToggleOutcome {
  if (isChosen(choices, choice.id)) return { kind: 'removed', choices: removeChoice(choices, choice.id) };
  if (choices.length >= MAX_COMPARED_EXECUTIVES) return { kind: 'refused', choices: [...choices] };
  return { kind: 'added', choices: [...choices, choice] };
}

/** The /compare link's `ids` value: 'a,b,c' in the order chosen. */
export function compareIdsParam(choices: readonly CompareChoice[]): string {
  return choices.map((choice) => choice.id).join(',');
}

/** `?ids=` read back into ids (blanks and repeats dropped), for the page and its query key. */
export function readCompareIds(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...new Set(value.split(',').map((id) => id.trim().toLowerCase()).filter((id) => id !== ''))];
}

/**
 * What sessionStorage held, checked: anything malformed (an older shape, a hand edit) is dropped
 * rather than trusted, and the list is cut to the limit.
 */
export function parseStoredChoices(raw: string | null): CompareChoice[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const choices: CompareChoice[] = [];
    for (const item of value) {
      if (typeof item !== 'object' || item === null) continue;
      const { id, label } = item as Record<string, unknown>;
      if (typeof id === 'string' && typeof label === 'string' && !isChosen(choices, id)) choices.push({ id, label });
    }
    return choices.slice(0, MAX_COMPARED_EXECUTIVES);
  } catch {
    return [];
  }
}
