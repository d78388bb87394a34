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

/** The paper's defaults (Calculator: τs = 0, k = 20). */
export const DEFAULT_POSITION_OPTIONS: PositionOptions = { tauS: 0.05, k: 5 };

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
