/**
 * PostgreSQL's `ts_rank` arithmetic (tsrank.c), in single precision as PostgreSQL computes it
 * (float4), so the in-memory text index ranks exactly as the SQL path (`bestMatchSql`) does.
 */

/** ts_rank's default weights for D, C, B, A (index 0 to 3). */
export const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
/** ts_rank's normalising constant (pi^2 / 6): a term's rank is its lexemes' scores divided by it. */
export const PI2_6 = 1.64493406685;

/** Rounds to single precision, as every float4 operation in tsrank.c does. */
export const f32 = Math.fround;

/**
 * One lexeme's contribution to ts_rank in one entry, from the weights of its positions in
 * position order: calc_rank_or's inner loop in PostgreSQL's tsrank.c, so single-term ranks here
 * equal `ts_rank` to the bit.
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
