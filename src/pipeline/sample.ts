/**
 * m calls sampled at each chosen position of a scanned text, for one tool's P(x) (paper §2):
 * the one sampling step `toolformer annotate` and the lab's Stage 3 share, so both draw the
 * same calls for the same seed.
 *
 * When the scan kept its cache and the model can branch, every position's streams start
 * from the scan's own states (P(x), x_{1:i−1} is never run again) and go in one batch;
 * otherwise each position opens its own batch on its prefix. Both give the same samples.
 */
import type { StepModel, Vocabulary } from '../core/model.ts';
import { deriveSeed } from '../core/rng.ts';
import { sampleCalls, sampleCallsAt, type SampledCall } from '../core/sampling.ts';
import type { ToolSpec } from '../core/syntax.ts';
import { contextLength, samplingContext, type PositionScan } from './positions.ts';

export interface PositionSample {
  position: number;
  sample: SampledCall;
}

export interface SampleOptions {
  /** m: calls sampled per position. */
  m: number;
  seed: number;
  /** Called between positions on the per-position path (the lab checks for an interrupt). */
  check?: () => void;
}

export async function sampleAtPositions(
  model: StepModel,
  vocab: Vocabulary,
  tools: readonly ToolSpec[],
  tool: string,
  scan: PositionScan,
  positions: readonly number[],
  options: SampleOptions,
): Promise<PositionSample[]> {
  const sampling = { m: options.m, seed: deriveSeed(options.seed, tool, scan.x.text) };
  let drawn: SampledCall[][];
  if (scan.context && model.branch) {
    const at = positions.map((position) => ({ position, length: contextLength(scan, position) }));
    drawn = await sampleCallsAt(model, vocab, tools, scan.context, at, sampling);
  } else {
    drawn = [];
    for (const position of positions) {
      options.check?.();
      drawn.push(await sampleCalls(model, vocab, tools, samplingContext(scan, position), position, sampling));
    }
  }
  return positions.flatMap((position, p) =>
    drawn[p]!.map((sample) => {
      // A sample that names another tool is well-formed but not this prompt's call.
      if (sample.call && sample.call.tool !== tool) sample.rejected = otherTool(sample.call.tool, tool);
      return { position, sample };
    }),
  );
}

/** Why a well-formed sample is not this prompt's call: it names another tool. */
export const otherTool = (called: string, tool: string): string => `calls ${called}, not ${tool}`;
