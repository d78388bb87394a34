/**
 * Sampling positions (paper §2, "Sampling API Calls"):
 *   p_i = p_M(<API> | P(x), x_{1:i−1})
 * keep the positions with p_i > τs, at most the k with the highest p_i.
 */

export interface PositionOptions {
  /** τs: the sampling threshold. */
  tauS: number;
  /** k: how many positions at most. */
  k: number;
}

/** A position i whose p_i passed τs. */
export interface SelectedPosition {
  /** Token index i in x (0-based). */
  index: number;
  /** p_i. */
  probability: number;
}

/**
 * Picks the positions to sample calls at, from p_i for every i.
 * Returned in text order; ties in p_i go to the earlier position.
 */
export function selectPositions(probabilities: readonly number[], options: PositionOptions): SelectedPosition[] {
  const k = Math.max(0, Math.floor(options.k));
  return probabilities
    .map((probability, index) => ({ index, probability }))
    .filter((p) => p.probability > options.tauS)
    .sort((a, b) => b.probability - a.probability || a.index - b.index)
    .slice(0, k)
    .sort((a, b) => a.index - b.index);
}

/**
 * Does a call before the character at `offset` land inside a word or a number: between two
 * letters ("Stock|holm"), between "$" and its digits ("$|18"), between digits ("1|8") or at a
 * decimal point ("0|.75", "0.|75")? Our 4,096-piece tokenizer splits many words and every
 * number, so such positions are common here; no reader would put a call there and the
 * paper's examples never do, so the lab never chooses one (a departure: the paper states no
 * rule; see the README).
 */
export function insideWord(text: string, offset: number): boolean {
  const digit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  // Letters of scripts that space their words: between two Han characters a call may fall.
  const letter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(c);
  const [before, at] = [text[offset - 1], text[offset]];
  if (letter(at)) return letter(before);
  if (digit(at)) return digit(before) || before === '$' || before === '€' || before === '£' || ((before === '.' || before === ',') && digit(text[offset - 2]));
  return (at === '.' || at === ',') && digit(before) && digit(text[offset + 1]);
}

/**
 * p_i as position selection reads it: 0 where the prompt's tokens did not line up with x
 * (NaN) and where a call would split a word or a number (insideWord). The heatmap shows p_i itself.
 */
export function selectable(probabilities: readonly number[], x: { text: string; offsets: readonly number[] }): number[] {
  return probabilities.map((p, i) => (Number.isFinite(p) && !insideWord(x.text, x.offsets[i] ?? 0) ? p : 0));
}
