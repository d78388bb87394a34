/**
 * The annotation pipeline for one text and one tool (paper §2, Figure 2):
 * P(x) → positions (τs, k) → m sampled calls → execution → filter → kept calls.
 * Its records feed C* and the funnel (the shape of the paper's Table 2).
 */
import { filterCall } from '../core/loss.ts';
import { selectable, selectPositions, type PositionOptions } from '../core/positions.ts';
import type { SampledCall } from '../core/sampling.ts';
import type { StepModel } from '../core/model.ts';
import type { Placement } from '../core/placement.ts';
import { runTool, tools } from '../tools/registry.ts';
import type { Tool } from '../tools/types.ts';
import { scanPositions, type PositionModel } from './positions.ts';
import { sampleAtPositions } from './sample.ts';
import { candidateOf, scoreCandidates, type Candidate, type ScoredCandidate, type ScoringModel } from './score.ts';

export type AnnotationModel = PositionModel & ScoringModel & StepModel;

export interface AnnotateOptions extends PositionOptions {
  /** m: calls sampled per position. */
  m: number;
  tauF: number;
  seed: number;
  placement?: Placement;
  /** The document's date, for the Calendar. */
  now?: Date;
  /**
   * Sample every position in one batch off the scan's cache (default, when the model can
   * branch), or open one batch per position on its prefix: same samples, slower.
   */
  branching?: boolean;
  /**
   * The model whose losses filter the calls (default: the proposer). A second round proposes
   * with the round-1 model and keeps the base as judge, so the filter asks the same question.
   */
  scorer?: ScoringModel;
}

/** Everything that happened to one text under one tool. */
export interface Annotation {
  tool: string;
  text: string;
  /** Positions chosen, with p_i. */
  positions: { index: number; probability: number }[];
  /** Every sample, per position, well-formed or not. */
  samples: { position: number; sample: SampledCall }[];
  /** Distinct well-formed calls of this tool, executed and scored. */
  scored: ScoredCandidate[];
}

export async function annotateText(lm: AnnotationModel, tool: Tool, text: string, options: AnnotateOptions): Promise<Annotation> {
  const scan = await scanPositions(lm, tool, text, { keep: options.branching !== false && !!lm.branch });
  let samples: Annotation['samples'];
  let positions: Annotation['positions'];
  try {
    positions = selectPositions(selectable(scan.probabilities, scan.x), options);
    samples = await sampleAtPositions(lm, lm.vocab, tools, tool.name, scan, positions.map((p) => p.index), { m: options.m, seed: options.seed });
  } finally {
    scan.context?.dispose();
  }

  // Each distinct call at a position is run and scored once.
  const distinct = new Map<string, { position: number; call: { tool: string; input: string } }>();
  for (const { position, sample } of samples) {
    if (sample.call && !sample.rejected) distinct.set(`${position}\u0000${sample.call.input}`, { position, call: sample.call });
  }

  const candidates: Candidate[] = [];
  for (const { position, call } of distinct.values()) {
    const outcome = await runTool(call.tool, call.input, { now: options.now });
    candidates.push(candidateOf(position, call, outcome));
  }
  const scored = candidates.length ? await scoreCandidates(options.scorer ?? lm, scan.x, candidates, { placement: options.placement, tauF: options.tauF, tools }) : [];
  return { tool: tool.name, text, positions, samples, scored };
}

/**
 * The funnel of one tool over many texts: texts → positions → sampled → well-formed →
 * distinct → executed → kept. Up to well-formed it counts samples; from distinct on, calls
 * (the same call sampled twice at one position is run and scored once).
 */
export interface Funnel {
  tool: string;
  texts: number;
  positions: number;
  sampled: number;
  wellFormed: number;
  /** Distinct (position, call) pairs among the well-formed samples. */
  distinct: number;
  executed: number;
  /** Kept at each τf. */
  kept: Record<string, number>;
}

export function funnelOf(tool: string, annotations: readonly Annotation[], tauFs: readonly number[] = [0.5, 1, 2]): Funnel {
  const all = annotations.flatMap((a) => a.scored);
  return {
    tool,
    texts: annotations.length,
    positions: annotations.reduce((n, a) => n + a.positions.length, 0),
    sampled: annotations.reduce((n, a) => n + a.samples.length, 0),
    wellFormed: annotations.reduce((n, a) => n + a.samples.filter((s) => s.sample.call && !s.sample.rejected).length, 0),
    distinct: all.length,
    executed: all.filter((s) => s.result !== null).length,
    kept: Object.fromEntries(tauFs.map((t) => [String(t), all.filter((s) => filterCall(s.losses, t).kept).length])),
  };
}
