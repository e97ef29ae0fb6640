import { f32, WEIGHTS } from './ts-rank.ts';

const QUOTE = 39; // '
const COLON = 58; // :
const COMMA = 44; // ,
const SPACE = 32;
/** Weight letters (A-D) to ts_rank's weight index; anything else is not a weight. */
const weightOfLetter = (code: number): number => (code === 65 ? 3 : code === 66 ? 2 : code === 67 ? 1 : code === 68 ? 0 : -1);

/** A lexeme as written in a tsvector's text: quotes doubled, backslashes escaped. */
const unescape = (raw: string) => (raw.includes("''") || raw.includes('\\') ? raw.replace(/\\(.)|''/g, (_, escaped: string | undefined) => escaped ?? "'") : raw);

/**
 * Calls `each(lexeme, score)` for every lexeme of a tsvector in its text form
 * (`'lexeme':1A,5 'it''s':3B`): quotes are doubled and backslashes escaped inside a lexeme, a
 * position without a letter weighs D, a lexeme without positions counts as one D position. The
 * score is lexemeScore (ts-rank.ts) of its positions' weights, computed while reading them rather
 * than by calling it: a load reads millions of lexemes.
 */
export function readTsvector(text: string, each: (lexeme: string, score: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (text.charCodeAt(i) === SPACE) i++;
    if (i >= n) return;
    if (text.charCodeAt(i) !== QUOTE) throw new Error(`not a tsvector at ${i}: ${text.slice(i, i + 20)}`);
    // The closing quote is the first single one: a doubled quote belongs to the lexeme, and a
    // backslash escapes the next character.
    let end = i + 1;
    for (;;) {
      const quote = text.indexOf("'", end);
      if (quote < 0) throw new Error('unterminated lexeme in tsvector');
      let backslashes = 0;
      while (text.charCodeAt(quote - 1 - backslashes) === 92 && quote - 1 - backslashes > i) backslashes++;
      if (backslashes % 2 === 1) end = quote + 1;
      else if (text.charCodeAt(quote + 1) === QUOTE) end = quote + 2;
      else {
        end = quote;
        break;
      }
    }
    const lexeme = unescape(text.slice(i + 1, end));
    i = end + 1;
    let sum = 0;
    let best = -1;
    let bestAt = 0;
    let j = 0;
    const hasPositions = text.charCodeAt(i) === COLON;
    if (hasPositions) i++;
    for (;;) {
      let weightIndex = 0;
      if (hasPositions) {
        let c = text.charCodeAt(i);
        while (c >= 48 && c <= 57) c = text.charCodeAt(++i);
        const letter = weightOfLetter(c);
        if (letter >= 0) {
          weightIndex = letter;
          i++;
        }
      }
      const weight = WEIGHTS[weightIndex]!;
      sum = f32(sum + f32(weight / ((j + 1) * (j + 1))));
      if (weight > best) {
        best = weight;
        bestAt = j;
      }
      j++;
      if (!hasPositions || text.charCodeAt(i) !== COMMA) break;
      i++;
    }
    each(lexeme, f32(f32(best + sum) - f32(best / ((bestAt + 1) * (bestAt + 1)))));
  }
}
