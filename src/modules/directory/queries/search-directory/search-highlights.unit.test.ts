import { describe, expect, it } from 'vitest';
import { textQueryOf } from '../../domain/search-synonyms.ts';
import { createHighlighter } from './search-highlights.ts';

const marked = (text: string, ranges: [number, number][]) =>
  ranges.reduceRight((out, [from, to]) => `${out.slice(0, from)}[${out.slice(from, to)}]${out.slice(to)}`, text);

describe('search highlights', () => {
  it('marks the words a search reached: itself, a word it begins, a typo, a synonym', () => {
    const of = (q: string, text: string) => marked(text, createHighlighter(textQueryOf(q.split(' '))).rangesIn(text));
    expect(of('greenhouse', 'Greenhouse and Lever')).toBe('[Greenhouse] and Lever');
    expect(of('recruit', 'Recruiting leaders, recruiters')).toBe('[Recruiting] leaders, [recruiters]');
    expect(of('workdya', 'Workday admin')).toBe('[Workday] admin');
    expect(of('cpo', 'Chief People Officer')).toBe('[Chief] [People] [Officer]');
    expect(of('munchen', 'Germany, München')).toBe('Germany, [München]');
    expect(of('anna', 'Hannah Anna')).toBe('Hannah [Anna]');
  });

  it('cuts a bio to a snippet around its first match, whole words, the ranges moved with it', () => {
    const bio = `${'Early career in retail operations and logistics across Europe. '.repeat(4)}Built the Greenhouse rollout for 40 recruiters, then ${'ran people programmes for scale-ups. '.repeat(4)}`;
    const found = createHighlighter(textQueryOf(['greenhouse']))!.snippetOf(bio)!;
    expect(found.snippet.startsWith('…')).toBe(true);
    expect(found.snippet.endsWith('…')).toBe(true);
    expect(found.snippet.length).toBeLessThanOrEqual(162);
    expect(found.ranges.map(([from, to]) => found.snippet.slice(from, to))).toEqual(['Greenhouse']);
    expect(createHighlighter(textQueryOf(['nothing'])).snippetOf(bio)).toBeUndefined();
  });

  it('shows a short bio whole, its ranges where they were', () => {
    const bio = '  Greenhouse admin for ten years.';
    const found = createHighlighter(textQueryOf(['admin']))!.snippetOf(bio)!;
    expect(found.snippet).toBe('Greenhouse admin for ten years.');
    expect(found.ranges.map(([from, to]) => found.snippet.slice(from, to))).toEqual(['admin']);
  });
});
