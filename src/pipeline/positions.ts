/**
 * p_i = p_M(<API> | P(x), x_{1:i−1}) for every position of x, from one
 * forward pass over P(x) followed by x (paper §2, "Sampling API Calls").
 */
import type { CachedContext, Vocabulary } from '../core/model.ts';
import { fillPrompt, PROMPT_PLACEHOLDER } from '../tools/prompt.ts';
import type { Tool } from '../tools/types.ts';
import { tokenize, type TokenizedText } from './text.ts';

export interface PositionModel {
  readonly vocab: Vocabulary;
  /**
   * `cachedPrefix`: that many leading tokens are the same from call to call; the model may keep
   * their cache. `keep`: return the cache of all of `tokens` too, when the model can keep it.
   */
  logProbsOfTokenAtEveryPosition(
    tokens: readonly number[],
    token: number,
    from?: number,
    options?: { cachedPrefix?: number; keep?: boolean },
  ): Promise<{ logProbs: number[]; context?: CachedContext }>;
}

export interface PositionScan {
  /** x as the filter reads it (on its own). */
  x: TokenizedText;
  /** p_i for each token of x (NaN where the prompt's tokenization of x does not line up). */
  probabilities: number[];
  /** P(x) up to "Output:" as ids, and x as the prompt continues it (" " + x). */
  head: number[];
  continuation: TokenizedText;
  /** For each token of x, the index of the same place in `continuation` (−1 if none). */
  alignment: number[];
  /**
   * With `keep`: the model's cache of P(x) + x, which sampling branches off at every position
   * (the scan has already computed each prefix P(x), x_{1:i−1}). Whoever asked disposes it.
   */
  context?: CachedContext;
}

/**
 * In the prompt, x is written after "Output:" with a space, so its first
 * token differs from x on its own; the two tokenizations are aligned by
 * character offset.
 */
export async function scanPositions(lm: PositionModel, tool: Pick<Tool, 'prompt'>, text: string, options: { keep?: boolean } = {}): Promise<PositionScan> {
  const head = lm.vocab.encode(fillPrompt(tool.prompt, text));
  const continuation = tokenize(lm.vocab, ' ' + text);
  const x = tokenize(lm.vocab, text);
  const { logProbs, context } = await lm.logProbsOfTokenAtEveryPosition([...head, ...continuation.ids], lm.vocab.apiStart, head.length, {
    cachedPrefix: fixedPrefix(lm.vocab, tool.prompt, head),
    keep: options.keep,
  });
  const byOffset = new Map<number, number>();
  continuation.offsets.forEach((o, k) => {
    if (!byOffset.has(Math.max(0, o - 1))) byOffset.set(Math.max(0, o - 1), k);
  });
  const alignment = x.offsets.map((o) => byOffset.get(o) ?? -1);
  const probabilities = alignment.map((k) => (k === -1 ? NaN : Math.exp(logProbs[k]!)));
  return { x, probabilities, head, continuation, alignment, ...(context ? { context } : {}) };
}

/**
 * How many tokens of `head` are P(x)'s part before x, the same for every sentence: the
 * template up to "Input:" (x's own space starts a new token). Checked against `head`, so a
 * template whose tokens would merge across that point gets no cached prefix, never a wrong one.
 */
export function fixedPrefix(vocab: Vocabulary, prompt: string, head: readonly number[]): number {
  const at = prompt.lastIndexOf(PROMPT_PLACEHOLDER);
  if (at < 0) return 0;
  const fixed = vocab.encode(prompt.slice(0, at).replace(/\s+$/, ''));
  return fixed.length <= head.length && fixed.every((t, j) => t === head[j]) ? fixed.length : 0;
}

/** The context to sample a call at position i: P(x), x_{1:i−1} (<API> is appended by the sampler). */
export function samplingContext(scan: PositionScan, i: number): number[] {
  return [...scan.head, ...scan.continuation.ids.slice(0, contextLength(scan, i) - scan.head.length)];
}

/** How many tokens of P(x) + x the sampling context of position i is. */
export function contextLength(scan: PositionScan, i: number): number {
  const k = scan.alignment[i];
  if (k === undefined || k < 0) throw new Error(`position ${i} has no place in the prompt`);
  return scan.head.length + k;
}
