/**
 * The filter (paper §2, "Filtering API Calls").
 *
 *   L_i(z) = − Σ_{j=i..n} w_{j−i} · log p_M(x_j | z, x_{1:j−1})            (weighted loss)
 *   w̃_t = max(0, 1 − 0.2·t),   w_t = w̃_t / Σ_{s∈ℕ} w̃_s                     (weights)
 *   L⁺ = L_i(e(c, r)),   L⁻ = min(L_i(ε), L_i(e(c, ε)))
 *   keep the call when L⁻ − L⁺ ≥ τf
 */

/** How far the weights reach: w̃_t is zero from t = 5 on. */
export const WEIGHT_SPAN = 5;

/** w̃_t = max(0, 1 − 0.2·t). */
export function rawWeight(t: number): number {
  return Math.max(0, 1 - 0.2 * t);
}

/**
 * The weights w_0 … w_{count−1} for the tokens x_i, x_{i+1}, … .
 * They are normalised over all t (Σ_s w̃_s = 3), as the paper defines them, so
 * when fewer than five tokens follow the call, the missing ones simply do not
 * count: the weights are cut off, not renormalised. That keeps L_i comparable
 * between a position near the end of a text and one in the middle.
 */
export function lossWeights(count: number = WEIGHT_SPAN): number[] {
  let total = 0;
  for (let t = 0; t < WEIGHT_SPAN; t++) total += rawWeight(t);
  const n = Math.min(Math.max(0, Math.floor(count)), WEIGHT_SPAN);
  return Array.from({ length: n }, (_, t) => rawWeight(t) / total);
}

/**
 * L_i(z) from the log-probabilities log p_M(x_j | z, x_{1:j−1}) of the tokens
 * x_i, x_{i+1}, … (natural log). Only the first five matter.
 */
export function weightedLoss(tokenLogProbs: readonly number[]): number {
  const w = lossWeights(tokenLogProbs.length);
  let loss = 0;
  for (let t = 0; t < w.length; t++) loss -= w[t]! * tokenLogProbs[t]!;
  return loss;
}

/** The three conditions compared for one candidate call at position i. */
export interface ConditionLosses {
  /** L_i(ε): no call at all. */
  none: number;
  /** L_i(e(c, ε)): the call, but without its result. */
  withoutResult: number;
  /** L_i(e(c, r)): the call with its result; null (or ∞) when the call has no result. */
  withResult: number | null;
}

export interface FilterVerdict {
  /** L⁻ = min(L_i(ε), L_i(e(c, ε))). */
  lossMinus: number;
  /** L⁺ = L_i(e(c, r)). */
  lossPlus: number;
  /** L⁻ − L⁺: how much the result makes the next tokens easier to predict. */
  gain: number;
  /** L⁻ − L⁺ ≥ τf. */
  kept: boolean;
}

/** The filter's decision for one candidate. A call with no result is never kept. */
export function filterCall(losses: ConditionLosses, tauF: number): FilterVerdict {
  const lossMinus = Math.min(losses.none, losses.withoutResult);
  const lossPlus = losses.withResult ?? Infinity;
  const gain = lossMinus - lossPlus;
  // A hair of tolerance so that a gain shown as 1.00 is kept at τf = 1.00,
  // whatever the last bit of floating-point subtraction says.
  return { lossMinus, lossPlus, gain, kept: Number.isFinite(gain) && gain >= tauF - 1e-9 };
}

/** The paper's gain for one candidate, L⁻ − L⁺. */
export function lossGain(losses: ConditionLosses): number {
  return filterCall(losses, Infinity).gain;
}
