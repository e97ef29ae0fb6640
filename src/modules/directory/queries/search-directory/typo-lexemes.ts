/**
 * Typo tolerance for the directory's free text (docs/decisions/048-typo-tolerant-directory-search.md):
 * which lexemes of a vocabulary a search term reaches with a typo or two, found by walking the
 * sorted vocabulary as a trie with one row of a Damerau-Levenshtein table per character, so a
 * shared prefix is computed once and a branch no lexeme under which can come close enough is
 * skipped with one binary search.
 */

/**
 * Only words a search term could be (letters and digits, as toSearchTerms keeps): a tsquery can
 * then name them as they are.
 */
const SEARCHABLE = /^[\p{L}\p{N}]+$/u;

/** A lexeme a term reaches only with typos: insertions, deletions, substitutions or transpositions. */
export type TypoLexeme = { lexeme: string; typos: 1 | 2 };
/** Typos beyond which no walk goes (the rows are bytes, and 'did you mean' asks for at most this many). */
const MAX_BUDGET = 2;

/** How many typos a term of this many characters may hold: none below 5, one from 5, two from 9 (as Meilisearch and Typesense). */
export function typoBudget(length: number): 0 | 1 | 2 {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * The lexemes of `sorted` (ascending, by code unit) within the term's typo budget: whole words for
 * a term followed by others; for the last term (`asPrefix`), words beginning with something that
 * close to it, as the last term is still being typed. Lexemes the term matches without a typo
 * (itself, and the words it begins) are left out: its prefix match finds them. In `sorted` order.
 * 'Did you mean' asks with a budget of its own (search-suggestions.ts).
 */
export function typoLexemes(sorted: ArrayLike<string>, term: string, asPrefix: boolean, budget: number = typoBudget(term.length)): TypoLexeme[] {
  const found: TypoLexeme[] = [];
  if (budget === 0 || budget > MAX_BUDGET || sorted.length === 0) return found;
  const m = term.length;
  const width = m + 1;
  /** Any distance past the budget: only the band |d - j| <= budget of the table is computed, the rest reads as this. */
  const out = budget + 1;
  // rows[d * width + j]: the distance between the lexeme's first d characters and the term's first j.
  let rows = new Uint8Array(width * 24);
  for (let j = 0; j < width; j++) rows[j] = Math.min(j, out);
  /** The characters of the path the rows were computed for (rows 1..path.length are valid). */
  let path = '';
  /** The distance of a prefix d characters long to the whole term (the last column, where the band reaches it). */
  const toWholeTerm = (d: number) => (Math.abs(d - m) <= budget ? rows[d * width + m]! : out);

  let i = 0;
  while (i < sorted.length) {
    const lexeme = sorted[i]!;
    // The term's own prefix matches, or (a whole word) too long or short to be within the budget.
    if (lexeme.startsWith(term) || (!asPrefix && Math.abs(lexeme.length - m) > budget)) {
      i++;
      continue;
    }
    let common = 0;
    const shared = Math.min(path.length, lexeme.length);
    while (common < shared && path.charCodeAt(common) === lexeme.charCodeAt(common)) common++;
    if ((lexeme.length + 2) * width > rows.length) {
      const grown = new Uint8Array((lexeme.length + 2) * width * 2);
      grown.set(rows);
      rows = grown;
    }
    let prunedAt = -1;
    /** The fewest typos at which a prefix of the lexeme (up to the depth reached) is the whole term. */
    let bestPrefix = out;
    if (asPrefix) for (let d = 0; d <= common; d++) bestPrefix = Math.min(bestPrefix, toWholeTerm(d));
    for (let d = common + 1; d <= lexeme.length; d++) {
      const at = d * width;
      const code = lexeme.charCodeAt(d - 1);
      const low = Math.max(1, d - budget);
      const high = Math.min(m, d + budget);
      // The cells either side of the band, read by this row and the next, hold `out`.
      rows[at + low - 1] = low === 1 ? Math.min(d, out) : out;
      if (high < m) rows[at + high + 1] = out;
      let rowMin = low === 1 ? rows[at]! : out;
      for (let j = low; j <= high; j++) {
        const cost = code === term.charCodeAt(j - 1) ? 0 : 1;
        let value = rows[at - width + j - 1]! + cost;
        const up = rows[at - width + j]! + 1;
        if (up < value) value = up;
        const left = rows[at + j - 1]! + 1;
        if (left < value) value = left;
        if (d > 1 && j > 1 && code === term.charCodeAt(j - 2) && lexeme.charCodeAt(d - 2) === term.charCodeAt(j - 1)) {
          const swapped = rows[at - 2 * width + j - 2]! + 1;
          if (swapped < value) value = swapped;
        }
        if (value > out) value = out;
        rows[at + j] = value;
        if (value < rowMin) rowMin = value;
      }
      if (asPrefix) bestPrefix = Math.min(bestPrefix, toWholeTerm(d));
      // Past the budget on every column: no longer lexeme under this branch comes closer (a prefix
      // match already found above still holds for all of them, so they are walked one by one).
      if (rowMin > budget && bestPrefix > budget) {
        prunedAt = d;
        break;
      }
    }
    path = prunedAt === -1 ? lexeme : lexeme.slice(0, prunedAt);
    if (prunedAt !== -1) {
      // Nothing under this branch comes within the budget: skip every lexeme starting with it.
      i = firstAfterBranch(sorted, lexeme.slice(0, prunedAt), i + 1);
      continue;
    }
    const typos = asPrefix ? bestPrefix : toWholeTerm(lexeme.length);
    if (typos >= 1 && typos <= budget && SEARCHABLE.test(lexeme)) found.push({ lexeme, typos: typos as 1 | 2 });
    i++;
  }
  return found;
}

/** The index of the first lexeme after `from` that does not start with `branch`. */
function firstAfterBranch(sorted: ArrayLike<string>, branch: string, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const lexeme = sorted[middle]!;
    if (lexeme < branch || lexeme.startsWith(branch)) low = middle + 1;
    else high = middle;
  }
  return low;
}
