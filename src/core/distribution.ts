/** Small numeric helpers over next-token logits. */

/** log softmax, computed stably. */
export function logSoftmax(logits: ArrayLike<number>): Float64Array {
  let max = -Infinity;
  for (let j = 0; j < logits.length; j++) if (logits[j]! > max) max = logits[j]!;
  let sum = 0;
  for (let j = 0; j < logits.length; j++) sum += Math.exp(logits[j]! - max);
  const logZ = max + Math.log(sum);
  const out = new Float64Array(logits.length);
  for (let j = 0; j < logits.length; j++) out[j] = logits[j]! - logZ;
  return out;
}

/** p(token) under softmax(logits). */
export function probabilityOf(logits: ArrayLike<number>, token: number): number {
  return Math.exp(logSoftmax(logits)[token]!);
}

/** Index of the largest logit (the first one on ties), skipping `masked`. */
export function argmax(logits: ArrayLike<number>, masked?: ReadonlySet<number>): number {
  let best = -1;
  let bestValue = -Infinity;
  for (let j = 0; j < logits.length; j++) {
    if (masked?.has(j)) continue;
    if (logits[j]! > bestValue || best === -1) {
      best = j;
      bestValue = logits[j]!;
    }
  }
  return best;
}

/** 0-based rank of `token`: how many tokens have a strictly larger logit. Top-1 is rank 0. */
export function rankOf(logits: ArrayLike<number>, token: number): number {
  const v = logits[token]!;
  let rank = 0;
  for (let j = 0; j < logits.length; j++) if (logits[j]! > v) rank++;
  return rank;
}
