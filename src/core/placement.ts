/**
 * Where the call goes while the filter measures its losses.
 *
 * `prefix` (the paper's, default): e(c, r) is put in front of the whole text,
 *   then a newline, then x. The base model has never seen a call in the middle
 *   of a text, so an inserted call would disturb it and hurt every condition
 *   alike (paper, footnote 3).
 * `inline`: e(c, r) is inserted right before x_i, where C* will put it. Some
 *   replications do this; the lab shows both.
 *
 * Sequences here are token ids; the language model adds nothing but a BOS.
 */

export type Placement = 'prefix' | 'inline';
export const PLACEMENTS: readonly Placement[] = ['prefix', 'inline'];

/** One sequence to score and where the tokens x_i, x_{i+1}, … sit in it. */
export interface ScoringSequence {
  tokens: number[];
  /** Index in `tokens` of x_i. */
  targetStart: number;
  /** How many tokens from targetStart are scored (at most five count). */
  targetLength: number;
}

/**
 * The sequence for L_i(z): z placed as `placement` says, x the text's tokens,
 * i the position (0-based token index in x), `separator` the tokens that end a
 * prefix (a newline). With z = [] this is L_i(ε) for either placement.
 */
export function scoringSequence(
  x: readonly number[],
  i: number,
  z: readonly number[],
  placement: Placement,
  separator: readonly number[],
  span = 5,
): ScoringSequence {
  if (!Number.isInteger(i) || i < 0 || i >= x.length) throw new RangeError(`position ${i} is outside the text (0…${x.length - 1})`);
  const targetLength = Math.min(span, x.length - i);
  if (z.length === 0) return { tokens: [...x], targetStart: i, targetLength };
  if (placement === 'prefix') {
    const head = [...z, ...separator];
    return { tokens: [...head, ...x], targetStart: head.length + i, targetLength };
  }
  return { tokens: [...x.slice(0, i), ...z, ...x.slice(i)], targetStart: i + z.length, targetLength };
}
