/**
 * Scoring calls written by people: a text, a call written as in a lesson or on
 * the command line ("Calculator(18 / 24)"), and the words it stands before
 * ("0.75"). The same path as `toolformer score`: tokenize, find the position,
 * run the tool with the document's date, then the filter's three losses, every
 * candidate of one text in one batch. Lesson claims and the τ sweeps use it,
 * in Node (tests, CLI) and in the lab's worker.
 */
import type { Placement } from '../core/placement.ts';
import { parseCalls, type ApiCall } from '../core/syntax.ts';
import { runTool, tools } from '../tools/registry.ts';
import { candidateOf, scoreCandidates, type Candidate, type ScoringModel } from './score.ts';
import { positionOf, tokenize, type TokenizedText } from './text.ts';
import { parseDay } from '../tools/calendar.ts';

/** One text with the calls to score in it. */
export interface WrittenItem {
  text: string;
  /** The document's date (ISO), "today" for the Calendar. */
  now?: string;
  candidates: { call: string; at: string }[];
}

/** One scored call, in plain numbers (JSON-friendly: no Infinity). */
export interface WrittenScore {
  call: string;
  at: string;
  position: number;
  result: string | null;
  reason?: string;
  /** L(ε), L(e(c, ε)), L(e(c, r)) (null without a result). */
  none: number;
  withoutResult: number;
  withResult: number | null;
  /** L⁻ − L⁺, null when the call has no result (it is never kept). */
  gain: number | null;
}

/** "Calculator(18 / 24)" → { tool, input }, or an Error saying why not. */
export function parseWrittenCall(written: string): ApiCall {
  const parsed = parseCalls(` [${written.trim().replace(/^\[|\]$/g, '')}]`, tools);
  const found = parsed.calls[0];
  if (!found || parsed.malformed.length || parsed.calls.length !== 1) {
    throw new Error(parsed.malformed[0]?.message ?? `"${written}" is not a call like Calculator(18 / 24)`);
  }
  return { tool: found.tool, input: found.input };
}

/** The candidate for `call` standing right before the first occurrence of `at` in x, its tool run. */
export async function writtenCandidate(x: TokenizedText, call: ApiCall, at: string, now?: Date): Promise<Candidate> {
  const position = positionOf(x, at);
  const outcome = await runTool(call.tool, call.input, { now });
  return candidateOf(position, call, outcome);
}

/** Scores every call of every item; items keep their order, and so do their calls. */
export async function scoreWritten(
  lm: ScoringModel,
  items: readonly WrittenItem[],
  options: { placement?: Placement; check?: () => void } = {},
): Promise<WrittenScore[][]> {
  const out: WrittenScore[][] = [];
  for (const item of items) {
    options.check?.();
    const x = tokenize(lm.vocab, item.text);
    const now = parseDay(item.now);
    const candidates = await Promise.all(item.candidates.map(({ call, at }) => writtenCandidate(x, parseWrittenCall(call), at, now)));
    const scored = candidates.length ? await scoreCandidates(lm, x, candidates, { placement: options.placement ?? 'prefix', tools }) : [];
    out.push(
      scored.map((s, j) => ({
        call: item.candidates[j]!.call,
        at: item.candidates[j]!.at,
        position: s.position,
        result: s.result,
        ...(s.reason ? { reason: s.reason } : {}),
        none: s.losses.none,
        withoutResult: s.losses.withoutResult,
        withResult: s.logProbs.withResult ? s.losses.withResult : null,
        gain: s.logProbs.withResult && Number.isFinite(s.verdict.gain) ? s.verdict.gain : null,
      })),
    );
  }
  return out;
}
