/**
 * A small seeded generator, so that sampled calls are the same on every run,
 * in Node and in the browser, for the same seed.
 */

/** Folds numbers and strings into one 32-bit seed (FNV-1a over their text). */
export function deriveSeed(...parts: (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u241f')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: uniform numbers in [0, 1). */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws a token from softmax(logits / temperature). */
export function sampleToken(logits: ArrayLike<number>, random: () => number, temperature = 1): number {
  let max = -Infinity;
  for (let j = 0; j < logits.length; j++) if (logits[j]! > max) max = logits[j]!;
  const weights = new Float64Array(logits.length);
  let total = 0;
  for (let j = 0; j < logits.length; j++) {
    const w = Math.exp((logits[j]! - max) / temperature);
    weights[j] = w;
    total += w;
  }
  let u = random() * total;
  for (let j = 0; j < weights.length; j++) {
    u -= weights[j]!;
    if (u < 0) return j;
  }
  return weights.length - 1;
}
