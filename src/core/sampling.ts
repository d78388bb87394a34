/**
 * Sampling calls (paper §2): at a kept position i, sample up to m calls from
 *   [P(x), x_{1:i−1}, <API>]
 * until the model writes </API>. A sample that never closes is discarded.
 */
import { createRng, deriveSeed, sampleToken } from './rng.ts';
import type { StepModel, Vocabulary } from './model.ts';
import { API_END, API_START, parseCalls, type ApiCall, type ToolSpec } from './syntax.ts';

export interface SamplingOptions {
  /** m: calls sampled per position. */
  m: number;
  /** Makes the samples reproducible: same seed, position and model → same calls. */
  seed: number;
  /** A call longer than this many tokens is given up as unclosed. */
  maxCallTokens?: number;
  temperature?: number;
}

/** One sample, closed or not. */
export interface SampledCall {
  /** What the model wrote after <API>, decoded (without the closing "]"). */
  text: string;
  tokens: number[];
  /** The parsed call, when the sample closed and is well-formed. */
  call?: ApiCall;
  /** Why the sample is not a usable call (unclosed, malformed …); absent when it is. */
  rejected?: string;
}

/**
 * Samples m calls in one batch from `context` (the ids of P(x), x_{1:i−1}),
 * which must not yet end in <API>: this function appends it.
 * Stops: "]" closes the call; " ->" also ends it (the model asks for the
 * result, which is what "]" means here); end of text, a newline or running
 * past maxCallTokens leave it unclosed.
 */
export async function sampleCalls(
  model: StepModel,
  vocab: Vocabulary,
  tools: readonly ToolSpec[],
  context: readonly number[],
  position: number,
  options: SamplingOptions,
): Promise<SampledCall[]> {
  const m = Math.max(0, Math.floor(options.m));
  if (m === 0) return [];
  const maxTokens = options.maxCallTokens ?? 40;
  const rngs = Array.from({ length: m }, (_, j) => createRng(deriveSeed(options.seed, position, j)));
  const samples = Array.from({ length: m }, () => ({ tokens: [] as number[], state: 'open' as 'open' | 'closed' | 'unclosed', why: '' }));

  const { streams, logits: first } = await model.open([...context, vocab.apiStart], m);
  try {
    let logits = first;
    for (let step = 0; step < maxTokens && samples.some((s) => s.state === 'open'); step++) {
      const next = samples.map((s, j) => {
        if (s.state !== 'open') return vocab.eos;
        const token = sampleToken(logits[j]!, rngs[j]!, options.temperature ?? 1);
        if (token === vocab.apiEnd || token === vocab.arrow) s.state = 'closed';
        else if (token === vocab.eos) [s.state, s.why] = ['unclosed', 'the text ended before "]"'];
        else if (vocab.decode([token]).includes('\n')) [s.state, s.why] = ['unclosed', 'a new line began before "]"'];
        else s.tokens.push(token);
        return token;
      });
      if (!samples.some((s) => s.state === 'open')) break;
      logits = await streams.append(next.map((t) => [t]));
    }
  } finally {
    streams.dispose();
  }

  return samples.map((s) => {
    const text = vocab.decode(s.tokens);
    if (s.state !== 'closed') {
      return { text, tokens: s.tokens, rejected: s.why || `no "]" within ${maxTokens} tokens` };
    }
    const parsed = parseCalls(API_START + text + API_END, tools);
    const call = parsed.calls[0];
    if (call && parsed.calls.length === 1 && parsed.malformed.length === 0 && call.start === 0) {
      return { text, tokens: s.tokens, call: { tool: call.tool, input: call.input } };
    }
    return { text, tokens: s.tokens, rejected: parsed.malformed[0]?.message ?? 'not a call' };
  });
}
