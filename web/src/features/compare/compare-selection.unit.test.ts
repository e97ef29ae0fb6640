import { describe, expect, it } from 'vitest';
import { compareIdsParam, parseStoredChoices, readCompareIds, toggleChoice, type CompareChoice } from './compare-selection.ts';

const a: CompareChoice = { id: 'a', label: 'Greta Gruber' };
const b: CompareChoice = { id: 'b', label: 'H.W.' };
const c: CompareChoice = { id: 'c', label: 'Paul Martin' };
const d: CompareChoice = { id: 'd', label: 'Sofia Rossi' };

describe('compare selection', () => {
  it('adds up to three leaders in the order chosen and refuses a fourth', () => {
    let choices: CompareChoice[] = [];
    for (const choice of [a, b, c]) {
      const outcome = toggleChoice(choices, choice);
      expect(outcome.kind).toBe('added');
      choices = outcome.choices;
    }
    expect(compareIdsParam(choices)).toBe('a,b,c');
    const fourth = toggleChoice(choices, d);
    expect(fourth).toEqual({ kind: 'refused', choices: [a, b, c] });
  });

  it('toggling a chosen leader removes it, which makes room again', () => {
    const removed = toggleChoice([a, b, c], b);
    expect(removed).toEqual({ kind: 'removed', choices: [a, c] });
    expect(toggleChoice(removed.choices, d)).toEqual({ kind: 'added', choices: [a, c, d] });
  });

  it('reads ?ids= back: trimmed, lower-cased, no blanks or repeats', () => {
    expect(readCompareIds(' A ,b,,a,c')).toEqual(['a', 'b', 'c']);
    expect(readCompareIds(undefined)).toEqual([]);
    expect(readCompareIds(42)).toEqual([]);
  });

  it('trusts only well-formed stored choices, at most three', () => {
    expect(parseStoredChoices(JSON.stringify([a, b]))).toEqual([a, b]);
    expect(parseStoredChoices(JSON.stringify([a, { id: 1 }, null, a, c, d, b]))).toEqual([a, c, d]);
    expect(parseStoredChoices('{not json')).toEqual([]);
    expect(parseStoredChoices(JSON.stringify({ a }))).toEqual([]);
    expect(parseStoredChoices(null)).toEqual([]);
  });
});
