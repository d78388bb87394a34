/**
 * Scoring candidates with the filter: the three losses of each candidate
 * call, all sequences in one batch, L_i(ε) once per position.
 */
import { filterCall, lossWeights, weightedLoss, type ConditionLosses, type FilterVerdict } from '../core/loss.ts';
import type { Vocabulary } from '../core/model.ts';
import { scoringSequence, type Placement, type ScoringSequence } from '../core/placement.ts';
import { linearize, type ApiCall, type ToolSpec } from '../core/syntax.ts';
import type { TokenizedText } from './text.ts';

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
  const sequences: ScoringSequence[] = [];
  // A causal model's log-probs of the targets do not depend on what follows them, so each
  // sequence stops after its last weighted token (w_t = 0 from the sixth on).
  const add = (s: ScoringSequence) => sequences.push({ ...s, tokens: s.tokens.slice(0, s.targetStart + s.targetLength) }) - 1;

  const nonePerPosition = new Map<number, number>();
  const plan = candidates.map((c) => {
    if (!nonePerPosition.has(c.position)) nonePerPosition.set(c.position, add(scoringSequence(x.ids, c.position, [], placement, separator)));
    const z = (result: string) => lm.vocab.encode(linearize(c.call, result, options.tools));
    return {
      none: nonePerPosition.get(c.position)!,
      withoutResult: add(scoringSequence(x.ids, c.position, z(''), placement, separator)),
      withResult: c.result === null ? -1 : add(scoringSequence(x.ids, c.position, z(c.result), placement, separator)),
    };
  });

  const logProbs = await lm.targetLogProbs(sequences);

  return candidates.map((c, j) => {
    const p = plan[j]!;
    const none = logProbs[p.none]!;
    const withoutResult = logProbs[p.withoutResult]!;
    const withResult = p.withResult === -1 ? null : logProbs[p.withResult]!;
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
