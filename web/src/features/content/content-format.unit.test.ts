import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { cardTags, formatArticleDate, formatCardDate, summaryLengthState } from './content-format.ts';
import { imageFileProblem } from './featured-image.ts';

describe('dates', () => {
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  const iso = '2026-03-07T12:00:00.000Z';
  it("lists use 'MMM d, yyyy', an article 'MMMM d, yyyy'", () => {
    expect(formatCardDate(iso)).toBe('Mar 7, 2026');
    expect(formatArticleDate(iso)).toBe('March 7, 2026');
  });

  it("prints what date-fns prints for the spec's patterns, every month and both ends of a day", () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        for (const hour of [0, 23]) {
          const date = new Date(2026, month, day, hour, 30);
          expect(formatCardDate(date.toISOString())).toBe(format(date, 'MMM d, yyyy'));
          expect(formatArticleDate(date.toISOString())).toBe(format(date, 'MMMM d, yyyy'));
        }
      }
    }
  });
});

describe('cardTags', () => {
  it.each([
    [null, [], false],
    [[], [], false],
    [['hiring'], ['hiring'], false],
    [['hiring', 'culture'], ['hiring', 'culture'], false],
    [['hiring', 'culture', 'onboarding'], ['hiring', 'culture'], true],
  ])('%j → first two %j, more: %s', (tags, shown, more) => {
    expect(cardTags(tags)).toEqual({ shown, more });
  });
});

describe('summaryLengthState', () => {
  it.each([
    [0, 'short'],
    [149, 'short'],
    [150, 'good'],
    [200, 'good'],
    [201, 'long'],
  ] as const)('%i characters → %s', (length, state) => {
    expect(summaryLengthState(length)).toBe(state);
  });
});

describe('imageFileProblem', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/png', size: 10 }, null],
    [{ type: 'image/jpeg', size: 5 * MB }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: 'image/gif', size: 10 }, 'The image must be a JPEG, PNG or WebP file.'],
    [{ type: '', size: 10 }, 'The image must be a JPEG, PNG or WebP file.'],
    [{ type: 'image/png', size: 5 * MB + 1 }, 'The image must be 5 MB or smaller.'],
  ])('%j → %s', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });
});
