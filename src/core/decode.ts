/**
 * Inference with tools (paper §2, "Inference"): greedy decoding, except that a
 * call may start whenever <API> is among the k most likely tokens. When the
 * model writes →, decoding pauses, the tool runs, its result and </API> are
 * appended, and decoding resumes on the same KV cache. At most `maxCalls`
 * calls per input (the paper: one).
 *
 * Written as an async generator of typed events, so the lab's animation, the
 * CLI and the tests consume the same trace, one step at a time.
 */
import { argmax, rankOf } from './distribution.ts';
import type { StepModel, Vocabulary } from './model.ts';
import { API_END, API_START, parseCalls, type ApiCall, type ToolSpec } from './syntax.ts';

/** What a tool run gives back (the same shape as a tool's outcome). */
export type ToolOutcome = { ok: true; result: string } | { ok: false; reason: string };

export interface DecodeOptions {
  /** <API> may start a call when its rank is below k (k = 1: plain greedy). Paper: 10. */
  k?: number;
  /** At most this many calls; afterwards <API> is never chosen. Paper: 1. */
  maxCalls?: number;
  /** "Toolformer (disabled)": p(<API>) is set to 0. */
  disableTools?: boolean;
  /** Tokens generated after the prompt, results excluded. */
  maxNewTokens?: number;
  /** A call longer than this (in tokens, before →) is abandoned. */
  maxCallTokens?: number;
  /** Stop at the first newline the model writes. */
  stopAtNewline?: boolean;
  signal?: AbortSignal;
}

export const DEFAULT_DECODE_OPTIONS = { k: 10, maxCalls: 1, disableTools: false, maxNewTokens: 64, maxCallTokens: 40, stopAtNewline: false };

/** Why decoding stopped; `context`: the model's context is full (what was written is kept). */
export type DoneReason = 'eos' | 'max-tokens' | 'newline' | 'cancelled' | 'context';

export type DecodeEvent =
  /** A token the model wrote. `apiRank` is the rank <API> had at this step. */
  | { type: 'token'; token: number; text: string; apiRank: number; inCall: boolean }
  /** The model chose <API> (its rank was below k). */
  | { type: 'call-start'; apiRank: number; k: number }
  /** The model wrote →: the call is complete and the tool runs now. */
  | { type: 'tool-run'; call: ApiCall }
  /** The result (or nothing) and </API> were appended to the context. */
  | { type: 'result-inserted'; call: ApiCall | null; result: string | null; reason?: string; tokens: number[]; text: string }
  /** Decoding goes on after the call. */
  | { type: 'resume' }
  /** Something went wrong with a call; decoding continues without its result. */
  | { type: 'error'; message: string }
  /** The end: `completion` is everything after the prompt, calls as written. */
  | { type: 'done'; reason: DoneReason; completion: string; calls: CallRecord[] };

export interface CallRecord {
  tool: string;
  input: string;
  result: string | null;
  reason?: string;
}

/**
 * Decodes from `prompt` (token ids) with tool calls. `runTool` executes a call;
 * it must not throw (tools return `{ ok: false, reason }`).
 */
export async function* decodeWithTools(
  model: StepModel,
  vocab: Vocabulary,
  tools: readonly ToolSpec[],
  runTool: (call: ApiCall) => Promise<ToolOutcome>,
  prompt: readonly number[],
  options: DecodeOptions = {},
): AsyncGenerator<DecodeEvent, void, void> {
  const o = { ...DEFAULT_DECODE_OPTIONS, ...options };
  const { streams, logits: first } = await model.open(prompt, 1);
  let logits = first[0]!;
  let completion = '';
  const calls: CallRecord[] = [];
  let newTokens = 0;
  let callTokens: number[] | null = null; // non-null while inside a call
  let used = prompt.length;

  /** Appends tokens and reads the next logits; false, appending nothing, when the context has no room. */
  const feed = async (tokens: number[]): Promise<boolean> => {
    if (used + tokens.length > (model.maxStreamTokens ?? Infinity)) return false;
    used += tokens.length;
    logits = (await streams.append([tokens]))[0]!;
    return true;
  };
  const done = (reason: DoneReason): DecodeEvent => ({ type: 'done', reason, completion, calls });

  try {
    for (;;) {
      if (o.signal?.aborted) return yield done('cancelled');
      if (newTokens >= o.maxNewTokens) return yield done('max-tokens');

      const apiRank = rankOf(logits, vocab.apiStart);
      const mayCall = !o.disableTools && calls.length < o.maxCalls && callTokens === null;
      let token: number;
      if (callTokens === null && mayCall && apiRank < o.k) {
        token = vocab.apiStart;
        yield { type: 'call-start', apiRank, k: o.k };
      } else {
        // Outside a call <API> is masked once calls are over (or disabled); inside, a new "[" would nest.
        const masked = callTokens !== null || !mayCall ? new Set([vocab.apiStart]) : undefined;
        token = argmax(logits, masked);
      }

      const text = vocab.decode([token]);
      newTokens++;
      if (token === vocab.eos) return yield done('eos');
      if (o.stopAtNewline && text.includes('\n') && callTokens === null) return yield done('newline');

      completion += text;
      yield { type: 'token', token, text, apiRank, inCall: callTokens !== null };

      // The token is written; when the context cannot take it in, decoding ends here, keeping it.
      let fed: boolean;
      if (token === vocab.apiStart) {
        callTokens = [];
        fed = await feed([token]);
      } else if (callTokens === null) {
        fed = await feed([token]);
      } else if (token === vocab.arrow) {
        const body = vocab.decode(callTokens);
        callTokens = null;
        fed = yield* runCall(body);
      } else if (token === vocab.apiEnd) {
        callTokens = null;
        yield { type: 'error', message: 'the model closed the call without "->", so no tool ran' };
        fed = await feed([token]);
      } else if (callTokens.length >= o.maxCallTokens || text.includes('\n')) {
        // Give up on the call: close it so the text can go on.
        callTokens = null;
        yield { type: 'error', message: 'the call ran on without "->"; it was closed unrun' };
        fed = await feed([token, vocab.apiEnd]);
        if (fed) completion += API_END;
      } else {
        callTokens.push(token);
        fed = await feed([token]);
      }
      if (!fed) return yield done('context');
    }
  } finally {
    streams.dispose();
  }

  /** At →: parse what the model wrote, run the tool, splice " result]" in one forward; false when it does not fit. */
  async function* runCall(body: string): AsyncGenerator<DecodeEvent, boolean, void> {
    const parsed = parseCalls(API_START + body + API_END, tools);
    const found = parsed.calls[0];
    let call: ApiCall | null = null;
    let outcome: ToolOutcome;
    if (!found || parsed.malformed.length > 0) {
      outcome = { ok: false, reason: parsed.malformed[0]?.message ?? `"${body}" is not a call` };
      yield { type: 'error', message: outcome.reason };
    } else {
      call = { tool: found.tool, input: found.input };
      yield { type: 'tool-run', call };
      outcome = await runTool(call);
    }
    const result = outcome.ok ? outcome.result : null;
    const spliced = (result === null || result === '' ? '' : ' ' + result) + API_END;
    const tokens = [vocab.arrow, ...vocab.encode(spliced)];
    calls.push({ tool: call?.tool ?? '?', input: call?.input ?? body, result, ...(outcome.ok ? {} : { reason: outcome.reason }) });
    // The arrow and the result go in together: the splice costs one forward of these tokens only.
    if (!(await feed(tokens))) return false;
    completion += spliced;
    yield { type: 'result-inserted', call, result, ...(outcome.ok ? {} : { reason: outcome.reason }), tokens: tokens.slice(1), text: spliced };
    yield { type: 'resume' };
    return true;
  }
}

/** Runs the decoder to the end and returns its trace. */
export async function collectDecode(events: AsyncGenerator<DecodeEvent, void, void>): Promise<{ events: DecodeEvent[]; done: Extract<DecodeEvent, { type: 'done' }> }> {
  const all: DecodeEvent[] = [];
  for await (const e of events) all.push(e);
  const done = all[all.length - 1];
  if (!done || done.type !== 'done') throw new Error('decoding ended without a done event');
  return { events: all, done };
}
