/**
 * Free-text matching and ranking in memory, over the tsvectors PostgreSQL built (to_tsvector
 * 'simple', weights A/B/C): PostgreSQL still decides what the lexemes are; this index answers
 * `column @@ 'a:* & b:*'` and ranks the matches as `relevanceSql` does, in a few milliseconds
 * instead of visiting every matching row (docs/decisions/013-directory-free-text-in-memory.md).
 *
 * Layout: every lexeme's postings (entry, score) in two flat typed arrays (compressed sparse rows),
 * built once per load; a lexeme's score in an entry is its ts_rank contribution, computed once.
 * Entries written after the load live in a small overlay and their old postings are skipped; the
 * overlay is folded into the flat arrays once it grows.
 */

/** ts_rank's default weights for D, C, B, A, and its normalising constant (pi^2 / 6). */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const PI2_6 = 1.64493406685;
/** Past this many entries written since the load, the overlay is folded into the flat arrays. */
const OVERLAY_LIMIT = 2000;

const f32 = Math.fround;

/**
 * One lexeme's contribution to ts_rank in one entry, from the weights of its positions in
 * position order: calc_rank_or's inner loop in PostgreSQL's tsrank.c, in single precision as
 * PostgreSQL computes it (float4), so single-term ranks here equal `ts_rank` to the bit.
 */
export function lexemeScore(weightCodes: readonly number[]): number {
  let sum = 0;
  let best = -1;
  let bestAt = 0;
  for (let j = 0; j < weightCodes.length; j++) {
    const weight = WEIGHTS[weightCodes[j]!]!;
    sum = f32(sum + f32(weight / ((j + 1) * (j + 1))));
    if (weight > best) {
      best = weight;
      bestAt = j;
    }
  }
  return f32(f32(best + sum) - f32(best / ((bestAt + 1) * (bestAt + 1))));
}

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
 * score is lexemeScore of its positions' weights, computed while reading them (a load reads
 * millions of lexemes).
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

/** A free-text search's matches: entry numbers and, at the same index, their relevance (as relevanceSql computes it). */
export type TextMatches = { numbers: Uint32Array; ranks: Float32Array };

export type TextIndex = {
  /** Replaces the index with the entries added to the loader (entry number, tsvector text) once finished. */
  startLoad: () => { add: (entry: number, tsvector: string) => void; finish: () => void };
  /** Adds or replaces one entry's text. */
  put: (entry: number, tsvector: string) => void;
  remove: (entry: number) => void;
  /** Entries holding a lexeme that starts with every term (`t1:* & t2:* ...`), with their relevance. */
  match: (terms: readonly string[]) => TextMatches;
};

type OverlayEntry = { lexemes: number[]; scores: number[] };

export function createTextIndex({ overlayLimit = OVERLAY_LIMIT }: { overlayLimit?: number } = {}): TextIndex {
  const lexemes: string[] = [];
  const idOf = new Map<string, number>();
  /** Lexeme ids in lexeme order, so every lexeme with a given prefix is one run. */
  let sorted: number[] = [];
  let sortedStale = false;
  /** Postings of lexeme id k: offsets[k] .. offsets[k + 1] in entries/scores. */
  let offsets = new Uint32Array(1);
  let entries = new Uint32Array(0);
  let scores = new Float32Array(0);
  /** Entries whose flat postings are out of date (written or removed since the flat arrays were built). */
  let stale = new Uint8Array(0);
  const overlay = new Map<number, OverlayEntry>();
  /** Scratch space for match(): per entry, how many terms matched so far and the running score. */
  let seen = new Uint8Array(0);
  let sums = new Float32Array(0);
  let termSums = new Float32Array(0);
  let touched = new Uint32Array(0);

  const lexemeId = (lexeme: string): number => {
    let id = idOf.get(lexeme);
    if (id === undefined) {
      id = lexemes.length;
      lexemes.push(lexeme);
      idOf.set(lexeme, id);
      sortedStale = true;
    }
    return id;
  };

  const ensureCapacity = (entry: number) => {
    if (entry < stale.length) return;
    const size = Math.max(entry + 1, stale.length * 2, 1024);
    const wider = new Uint8Array(size);
    wider.set(stale);
    stale = wider;
    seen = new Uint8Array(size);
    sums = new Float32Array(size);
    termSums = new Float32Array(size);
    touched = new Uint32Array(size);
  };

  /** Builds the flat arrays from (entry, lexeme, score) triples. */
  const build = (tripleEntries: ArrayLike<number>, tripleLexemes: ArrayLike<number>, tripleScores: ArrayLike<number>, count: number) => {
    const counts = new Uint32Array(lexemes.length + 1);
    for (let t = 0; t < count; t++) counts[tripleLexemes[t]! + 1]!++;
    for (let k = 0; k < lexemes.length; k++) counts[k + 1]! += counts[k]!;
    offsets = counts.slice();
    const cursor = counts;
    entries = new Uint32Array(count);
    scores = new Float32Array(count);
    for (let t = 0; t < count; t++) {
      const slot = cursor[tripleLexemes[t]!]!++;
      entries[slot] = tripleEntries[t]!;
      scores[slot] = tripleScores[t]!;
    }
    stale.fill(0);
    overlay.clear();
  };

  /** Growable triple buffers for a load or a fold. */
  const triples = () => {
    let size = 1 << 16;
    let e = new Uint32Array(size);
    let l = new Uint32Array(size);
    let s = new Float32Array(size);
    let count = 0;
    return {
      push(entry: number, lexeme: number, score: number) {
        if (count === size) {
          size *= 2;
          const grow = <T extends Uint32Array | Float32Array>(old: T, make: (n: number) => T) => {
            const wider = make(size);
            wider.set(old);
            return wider;
          };
          e = grow(e, (n) => new Uint32Array(n));
          l = grow(l, (n) => new Uint32Array(n));
          s = grow(s, (n) => new Float32Array(n));
        }
        e[count] = entry;
        l[count] = lexeme;
        s[count] = score;
        count++;
      },
      finish: () => build(e, l, s, count),
    };
  };

  /** Rebuilds the flat arrays with the overlay folded in and stale postings dropped. */
  const fold = () => {
    const out = triples();
    for (let k = 0; k < lexemes.length; k++) {
      for (let p = offsets[k]!; p < offsets[k + 1]!; p++) if (!stale[entries[p]!]) out.push(entries[p]!, k, scores[p]!);
    }
    for (const [entry, { lexemes: ids, scores: entryScores }] of overlay) {
      ids.forEach((id, i) => out.push(entry, id, entryScores[i]!));
    }
    out.finish();
  };

  const sortLexemes = () => {
    if (!sortedStale) return;
    sorted = lexemes.map((_, id) => id).sort((a, b) => (lexemes[a]! < lexemes[b]! ? -1 : lexemes[a]! > lexemes[b]! ? 1 : 0));
    sortedStale = false;
  };

  /** The ids of the lexemes starting with `prefix`, in lexeme order. */
  const withPrefix = (prefix: string): number[] => {
    sortLexemes();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (lexemes[sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let i = low; i < sorted.length && lexemes[sorted[i]!]!.startsWith(prefix); i++) ids.push(sorted[i]!);
    return ids;
  };

  return {
    startLoad() {
      const out = triples();
      const loadedLexemes: string[] = [];
      const loadedIds = new Map<string, number>();
      let highest = -1;
      return {
        add(entry, tsvector) {
          highest = Math.max(highest, entry);
          readTsvector(tsvector, (lexeme, score) => {
            let id = loadedIds.get(lexeme);
            if (id === undefined) {
              id = loadedLexemes.length;
              loadedLexemes.push(lexeme);
              loadedIds.set(lexeme, id);
            }
            out.push(entry, id, score);
          });
        },
        finish() {
          // Swapped in only now, so matches until then use the previous state.
          lexemes.length = 0;
          for (const lexeme of loadedLexemes) lexemes.push(lexeme);
          idOf.clear();
          for (const [lexeme, id] of loadedIds) idOf.set(lexeme, id);
          sortedStale = true;
          stale = new Uint8Array(0);
          ensureCapacity(Math.max(highest, 0));
          out.finish();
        },
      };
    },
    put(entry, tsvector) {
      ensureCapacity(entry);
      const ids: number[] = [];
      const entryScores: number[] = [];
      readTsvector(tsvector, (lexeme, score) => {
        ids.push(lexemeId(lexeme));
        entryScores.push(score);
      });
      stale[entry] = 1;
      overlay.set(entry, { lexemes: ids, scores: entryScores });
      // New lexemes have no flat postings yet: keep the offsets covering every id.
      if (offsets.length < lexemes.length + 1) {
        const wider = new Uint32Array(lexemes.length + 1).fill(offsets[offsets.length - 1]!);
        wider.set(offsets);
        offsets = wider;
      }
      if (overlay.size > overlayLimit) fold();
    },
    remove(entry) {
      if (entry >= stale.length) return;
      stale[entry] = 1;
      overlay.delete(entry);
    },
    match(terms) {
      const unique = [...new Set(terms)];
      let touchedCount = 0;
      /** One matching lexeme of term `t` in `entry`: counts only if the entry matched every earlier term. */
      const addScore = (entry: number, score: number, t: number) => {
        const matched = seen[entry]!;
        if (matched === t) {
          seen[entry] = t + 1;
          if (t === 0) touched[touchedCount++] = entry;
          termSums[entry] = score / PI2_6;
        } else if (matched === t + 1) termSums[entry] = termSums[entry]! + score / PI2_6;
      };
      for (let t = 0; t < unique.length; t++) {
        // Per entry, this term's score is summed in single precision over its matching lexemes in
        // lexeme order (as ts_rank does for one term); the typed arrays round every store to float4.
        const run = withPrefix(unique[t]!);
        for (const id of run) {
          for (let p = offsets[id]!, end = offsets[id + 1]!; p < end; p++) {
            if (!stale[entries[p]!]) addScore(entries[p]!, scores[p]!, t);
          }
        }
        if (overlay.size > 0) {
          const inRun = new Set(run);
          for (const [entry, { lexemes: ids, scores: entryScores }] of overlay) {
            const order = ids.map((id, i) => [id, i] as const).filter(([id]) => inRun.has(id));
            order.sort(([a], [b]) => (lexemes[a]! < lexemes[b]! ? -1 : 1));
            for (const [, i] of order) addScore(entry, entryScores[i]!, t);
          }
        }
        for (let i = 0; i < touchedCount; i++) {
          const entry = touched[i]!;
          if (seen[entry] === t + 1) sums[entry] = t === 0 ? termSums[entry]! : sums[entry]! + termSums[entry]!;
        }
      }
      let found = 0;
      for (let i = 0; i < touchedCount; i++) if (seen[touched[i]!] === unique.length) found++;
      const numbers = new Uint32Array(found);
      const ranks = new Float32Array(found);
      for (let i = 0, k = 0; i < touchedCount; i++) {
        const entry = touched[i]!;
        if (seen[entry] === unique.length) {
          numbers[k] = entry;
          ranks[k++] = sums[entry]! / unique.length;
        }
        seen[entry] = 0;
      }
      return { numbers, ranks };
    },
  };
}
