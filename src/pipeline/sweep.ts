/**
 * τ sweeps over a labelled set of candidate calls: the model scores every candidate once
 * (gains, p_i); everything here is plain arithmetic on those numbers, so a slider can move
 * without a forward pass. The lab's sweep panel and `toolformer sweep` both use it.
 */
import { filterCall } from '../core/loss.ts';
import { selectPositions } from '../core/positions.ts';
import type { WrittenScore } from './labelled.ts';

export type Label = 'useful' | 'useless';

export interface SweepItem {
  id: string;
  text: string;
  tool: string;
  now: string;
  candidates: { call: string; at: string; label: Label; why: string }[];
}

/** One candidate with its label and its measured numbers. */
export interface SweepPoint {
  item: string;
  text: string;
  call: string;
  at: string;
  label: Label;
  why: string;
  score: WrittenScore;
}

export function sweepPoints(items: readonly SweepItem[], scores: readonly WrittenScore[][]): SweepPoint[] {
  return items.flatMap((item, j) =>
    item.candidates.map((c, k) => ({ item: item.id, text: item.text, call: c.call, at: c.at, label: c.label, why: c.why, score: scores[j]![k]! })),
  );
}

export interface TauFRow {
  tauF: number;
  kept: number;
  /** Kept and labelled useful. */
  hits: number;
  /** hits / kept (NaN when nothing is kept). */
  precision: number;
  /** hits / all useful. */
  recall: number;
}

/** Kept count, precision and recall against the labels at one τf (the core filter's verdict). */
export function atTauF(points: readonly SweepPoint[], tauF: number): TauFRow {
  const kept = points.filter((p) => filterCall(p.score, tauF).kept);
  const hits = kept.filter((p) => p.label === 'useful').length;
  const useful = points.filter((p) => p.label === 'useful').length;
  return { tauF, kept: kept.length, hits, precision: kept.length ? hits / kept.length : NaN, recall: useful ? hits / useful : NaN };
}

/** τf from `from` to `to` in `steps` equal steps. */
export function tauFCurve(points: readonly SweepPoint[], from: number, to: number, steps: number): TauFRow[] {
  return Array.from({ length: steps + 1 }, (_, j) => atTauF(points, from + ((to - from) * j) / steps));
}

/** The candidates whose verdict differs between two thresholds: what crossed the line. */
export function crossed(points: readonly SweepPoint[], from: number, to: number): SweepPoint[] {
  return points.filter((p) => filterCall(p.score, from).kept !== filterCall(p.score, to).kept);
}

export interface TauSRow {
  tauS: number;
  /** Positions kept over all texts (p_i > τs, at most k per text). */
  positions: number;
  /** Positions of useful candidates (calls to the text's own tool) that are among them. */
  usefulKept: number;
  usefulAll: number;
  /** Share of all tokens kept. */
  share: number;
}

/** Where the useful calls to each text's own tool stand (token indices, per item). */
export function usefulPositions(items: readonly SweepItem[], scores: readonly WrittenScore[][]): Set<number>[] {
  return items.map((item, j) => new Set(item.candidates.flatMap((c, k) => (c.label === 'useful' && c.call.startsWith(`${item.tool}(`) ? [scores[j]![k]!.position] : []))));
}

/** Positions kept at τs (core/selectPositions on p_i as selection reads it, core/selectable; at most k per text), and how many useful positions survive. */
export function atTauS(probabilities: readonly number[][], useful: readonly Set<number>[], tauS: number, k: number): TauSRow {
  let positions = 0;
  let usefulKept = 0;
  let usefulAll = 0;
  let tokens = 0;
  probabilities.forEach((p, j) => {
    const chosen = new Set(selectPositions(p, { tauS, k }).map((q) => q.index));
    positions += chosen.size;
    tokens += p.length;
    for (const i of useful[j] ?? []) {
      usefulAll++;
      if (chosen.has(i)) usefulKept++;
    }
  });
  return { tauS, positions, usefulKept, usefulAll, share: tokens ? positions / tokens : 0 };
}

export interface KRow {
  k: number;
  n: number;
  calls: number;
  correct: number;
  /** Prompts with a call / all. */
  callRate: number;
  accuracy: number;
}

/** Call rate and accuracy per k (the paper's calibration table, in small). */
export function kRows(runs: readonly { k: number; items: readonly { called: boolean; correct: boolean }[] }[]): KRow[] {
  return runs.map(({ k, items }) => {
    const n = items.length;
    const calls = items.filter((i) => i.called).length;
    const correct = items.filter((i) => i.correct).length;
    return { k, n, calls, correct, callRate: n ? calls / n : NaN, accuracy: n ? correct / n : NaN };
  });
}
