/**
 * Scoring candidates with the filter: the three losses of each candidate call, all
 * sequences batched; L_i(ε) of every position from one sequence, and each e(c) or
 * e(c, r) read at every position it was sampled at from one sequence too.
 */
import { filterCall, lossWeights, WEIGHT_SPAN, weightedLoss, type ConditionLosses, type FilterVerdict } from '../core/loss.ts';
import type { Vocabulary } from '../core/model.ts';
import { scoringSequence, type Placement, type ScoringSequence } from '../core/placement.ts';
import { linearize, type ApiCall, type ToolSpec } from '../core/syntax.ts';
import type { TokenizedText } from './text.ts';
import type { ToolOutcome } from '../tools/types.ts';

/** What scoring needs from a model (LanguageModel has it). */
export interface ScoringModel {
  readonly vocab: Vocabulary;
  targetLogProbs(sequences: readonly ScoringSequence[]): Promise<number[][]>;
}

/** A call at position i of x, with its executed result (null: the tool gave none). */
export interface Candidate {
  position: number;
  call: ApiCall;
  result: string | null;
  /** Why there is no result. */
  reason?: string;
}

/** The candidate for `call` at `position`, from what its tool gave. */
export function candidateOf(position: number, call: ApiCall, outcome: ToolOutcome): Candidate {
  return outcome.ok ? { position, call, result: outcome.result } : { position, call, result: null, reason: outcome.reason };
}

export interface ScoredCandidate extends Candidate {
  /** Offset in the text where e(c, r) would be written (start of x_i). */
  offset: number;
  /** x_i, x_{i+1}, … as text: the tokens whose loss counts. */
  targets: string[];
  /** w_0, w_1, … for those tokens. */
  weights: number[];
  /** log p of each target token under each condition (withResult null when there is no result). */
  logProbs: { none: number[]; withoutResult: number[]; withResult: number[] | null };
  losses: ConditionLosses;
  verdict: FilterVerdict;
}

export interface ScoreOptions {
  placement?: Placement;
  tauF?: number;
  tools?: readonly ToolSpec[];
}

/** The tokens that end a prefix: a newline, like a heading above a text. */
const PREFIX_SEPARATOR = '\n';

export async function scoreCandidates(
  lm: ScoringModel,
  x: TokenizedText,
  candidates: readonly Candidate[],
  options: ScoreOptions = {},
): Promise<ScoredCandidate[]> {
  const placement = options.placement ?? 'prefix';
  const tauF = options.tauF ?? 1;
  const separator = lm.vocab.encode(PREFIX_SEPARATOR);
  const z = (c: Candidate, result: string) => lm.vocab.encode(linearize(c.call, result, options.tools));
  // L_i(z) needs x_i … x_{i+4} after z. A causal model's log-probs of those do not depend on
  // what follows, so one sequence per z serves every position it is asked at (read off the
  // window of each), and it stops after the last weighted token (w_t = 0 from the sixth on).
  // L_i(ε) of all positions is one sequence, x. Inline, z sits at i: one sequence per (z, i).
  const windows = new Map<string, { z: number[]; positions: number[] }>();
  const ask = (zIds: number[], position: number) => {
    const key = zIds.length === 0 || placement === 'prefix' ? zIds.join(',') : `${zIds.join(',')}@${position}`;
    const w = windows.get(key) ?? windows.set(key, { z: zIds, positions: [] }).get(key)!;
    w.positions.push(position);
    return { key, position };
  };
  const plan = candidates.map((c) => ({
    none: ask([], c.position),
    withoutResult: ask(z(c, ''), c.position),
    withResult: c.result === null ? null : ask(z(c, c.result), c.position),
  }));
  const sequences: ScoringSequence[] = [];
  const firstOf = new Map<string, { index: number; first: number }>();
  for (const [key, w] of windows) {
    const first = Math.min(...w.positions);
    const end = Math.min(x.ids.length, Math.max(...w.positions) + WEIGHT_SPAN);
    const s = scoringSequence(x.ids, first, w.z, placement, separator, end - first);
    firstOf.set(key, { index: sequences.push({ ...s, tokens: s.tokens.slice(0, s.targetStart + s.targetLength) }) - 1, first });
  }
  const all = await lm.targetLogProbs(sequences);
  const logProbs = (asked: { key: string; position: number }) => {
    const { index, first } = firstOf.get(asked.key)!;
    const from = asked.position - first;
    return all[index]!.slice(from, from + Math.min(WEIGHT_SPAN, x.ids.length - asked.position));
  };

  return candidates.map((c, j) => {
    const p = plan[j]!;
    const none = logProbs(p.none);
    const withoutResult = logProbs(p.withoutResult);
    const withResult = p.withResult ? logProbs(p.withResult) : null;
    const losses: ConditionLosses = {
      none: weightedLoss(none),
      withoutResult: weightedLoss(withoutResult),
      // A call without a result cannot make anything easier to predict.
      withResult: withResult ? weightedLoss(withResult) : Infinity,
    };
    const verdict = filterCall(losses, tauF);
    return {
      ...c,
      offset: x.offsets[c.position]!,
      targets: x.pieces.slice(c.position, c.position + none.length),
      weights: lossWeights(none.length),
      logProbs: { none, withoutResult, withResult },
      losses,
      verdict: { ...verdict, kept: verdict.kept && withResult !== null },
    };
  });
}
