/**
 * Sampling calls (paper §2): at a kept position i, sample up to m calls from
 *   [P(x), x_{1:i−1}, <API>]
 * until the model writes </API>. A sample that never closes is discarded.
 */
import { createRng, deriveSeed, sampleToken } from './rng.ts';
import type { CachedContext, StepModel, TokenStreams, Vocabulary } from './model.ts';
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

/** One stream being drawn: sample j of a position, with its own generator and room. */
interface Draw {
  rng: () => number;
  /** Tokens of the stream before the call's first token: the context and <API>. */
  used: number;
  tokens: number[];
  state: 'open' | 'closed' | 'unclosed';
  why: string;
}

/**
 * Samples m calls in one batch from `context` (the ids of P(x), x_{1:i−1}),
 * which must not yet end in <API>: this function appends it.
 * Stops: "]" closes the call; " ->" also ends it (the model asks for the
 * result, which is what "]" means here); end of text, a newline, running
 * past maxCallTokens or filling the model's context leave it unclosed.
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
  const draws = Array.from({ length: m }, (_, j) => newDraw(options.seed, position, j, context.length + 1));
  if (!fits(model, context.length + 1)) return draws.map(() => noRoom(model));
  const { streams, logits } = await model.open([...context, vocab.apiStart], m);
  return finish(await drawAll(streams, logits, draws, model, vocab, options), vocab, tools, options);
}

/**
 * The same samples for many positions at once, branching off a cached context (P(x) + x
 * after a positions scan) instead of running P(x), x_{1:i−1} again for each position:
 * every position's m streams go in one batch, and streams that close leave it.
 * `at[p].length` is how many of the context's tokens position p's prefix is. The model
 * must have `branch`. Returns the samples per position, in the order of `at`.
 */
export async function sampleCallsAt(
  model: StepModel,
  vocab: Vocabulary,
  tools: readonly ToolSpec[],
  context: CachedContext,
  at: readonly { position: number; length: number }[],
  options: SamplingOptions,
): Promise<SampledCall[][]> {
  if (!model.branch) throw new Error('this model cannot branch off a cached context: use sampleCalls per position');
  const m = Math.max(0, Math.floor(options.m));
  const room = at.map(({ length }) => fits(model, length + 1));
  const going = at.flatMap(({ position, length }, p) => (room[p] ? Array.from({ length: m }, (_, j) => ({ d: newDraw(options.seed, position, j, length + 1), length })) : []));
  let byStream: SampledCall[] = [];
  if (going.length > 0) {
    const streams = model.branch(context, going.map((g) => g.length));
    let logits: Float32Array[];
    try {
      logits = await streams.append(going.map(() => [vocab.apiStart]));
    } catch (error) {
      streams.dispose();
      throw error;
    }
    byStream = finish(await drawAll(streams, logits, going.map((g) => g.d), model, vocab, options), vocab, tools, options);
  }
  let next = 0;
  return at.map((_, p) => (room[p] ? byStream.slice(next, (next += m)) : Array.from({ length: m }, () => noRoom(model))));
}

function newDraw(seed: number, position: number, j: number, used: number): Draw {
  return { rng: createRng(deriveSeed(seed, position, j)), used, tokens: [], state: 'open', why: '' };
}

const fits = (model: StepModel, length: number) => length <= (model.maxStreamTokens ?? Infinity);

function noRoom(model: StepModel): SampledCall {
  return { text: '', tokens: [], rejected: `no room for a call: P(x) and the text before it fill the model's ${model.maxStreamTokens} tokens` };
}

/** Draws every stream token by token until each has closed or given up; disposes the streams. */
async function drawAll(streams: TokenStreams, first: Float32Array[], draws: Draw[], model: StepModel, vocab: Vocabulary, options: SamplingOptions): Promise<Draw[]> {
  const maxTokens = options.maxCallTokens ?? 40;
  const room = model.maxStreamTokens ?? Infinity;
  try {
    let logits = first;
    for (let step = 0; step < maxTokens && draws.some((d) => d.state === 'open'); step++) {
      const next = draws.map((d, j) => {
        if (d.state !== 'open') return null;
        const token = sampleToken(logits[j]!, d.rng, options.temperature ?? 1);
        if (token === vocab.apiEnd || token === vocab.arrow) d.state = 'closed';
        else if (token === vocab.eos) [d.state, d.why] = ['unclosed', 'the text ended before "]"'];
        else if (vocab.decode([token]).includes('\n')) [d.state, d.why] = ['unclosed', 'a new line began before "]"'];
        else if (d.used + d.tokens.length + 1 > room) [d.state, d.why] = ['unclosed', `the model's context (${room} tokens) filled before "]"`];
        else {
          d.tokens.push(token);
          return [token];
        }
        return null;
      });
      if (!draws.some((d) => d.state === 'open')) break;
      logits = await streams.append(next);
    }
  } finally {
    streams.dispose();
  }
  return draws;
}

/** Closed samples parsed into calls; the rest say why they are not one. */
function finish(draws: Draw[], vocab: Vocabulary, tools: readonly ToolSpec[], options: SamplingOptions): SampledCall[] {
  const maxTokens = options.maxCallTokens ?? 40;
  return draws.map((d) => {
    const text = vocab.decode(d.tokens);
    if (d.state !== 'closed') {
      return { text, tokens: d.tokens, rejected: d.why || `no "]" within ${maxTokens} tokens` };
    }
    const parsed = parseCalls(API_START + text + API_END, tools);
    const call = parsed.calls[0];
    if (call && parsed.calls.length === 1 && parsed.malformed.length === 0 && call.start === 0) {
      return { text, tokens: d.tokens, call: { tool: call.tool, input: call.input } };
    }
    return { text, tokens: d.tokens, rejected: parsed.malformed[0]?.message ?? 'not a call' };
  });
}
