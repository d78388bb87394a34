/**
 * Does the model propose the calls a careful human would, where a human would put them?
 * Measured on a hand-written set (models/eval/hand/annotation.jsonl): short texts, each with
 * the position and call a person chose, or "none". Each text runs the real pipeline
 * (annotateText, the tool's paper settings), and we read off:
 * - position recall: the human's position is among the positions chosen (τs, k);
 * - call recall@m: among the m calls sampled at the human's position, one is right (sampled
 *   there even when the position was not chosen, so a miss is the sampler's, not the scan's);
 * - kept recall / precision at the tool's τf: the right call kept at the human's position,
 *   and how many kept calls are right;
 * - false calls: "none" texts with any call kept, each tool its heuristic lets through.
 * A call is right when it names the human's tool and returns the human's result: any
 * question that retrieves the answer, any expression with the same value.
 */
import { filterCall } from '../core/loss.ts';
import { parseDay } from '../tools/calendar.ts';
import { getTool, runTool, tools } from '../tools/registry.ts';
import { extractAnswer, namesSubject } from '../tools/qa/extract.ts';
import { getKnowledge } from '../tools/qa/knowledge.ts';
import { paperSettings } from '../core/paper-settings.ts';
import { annotateText, type AnnotationModel } from './annotate.ts';
import { expressionMiss } from './evaluate.ts';
import { worthTrying } from './heuristics.ts';
import { scanPositions } from './positions.ts';
import { sampleAtPositions } from './sample.ts';
import { positionOf, tokenize } from './text.ts';
import { parseWrittenCall } from './labelled.ts';

export type HandTool = 'Calculator' | 'Calendar' | 'QA';

/** One line of the hand-written set. */
export interface HandText {
  id: string;
  /** "look": may be read while working; "report": only run, to report. */
  split: 'look' | 'report';
  tool: HandTool | 'none';
  text: string;
  date?: string;
  /** The words the call stands right before (first occurrence). */
  at?: string;
  /** The human's call, e.g. Calculator(18 / 24). */
  call?: string;
  result?: string;
}

/** What a wrong sample got wrong, from farthest to nearest the human's call. */
export const MISSES = ['malformed', 'tool', 'subject', 'failed', 'operator', 'operand', 'question'] as const;
export type CallMiss = (typeof MISSES)[number];

/**
 * How a well-formed sample differs from the human's call: another tool; for QA, a question that
 * does not name the subject of the human's fact (`subject`: the name was not copied, as the QA
 * tool reads names); a call its tool cannot run; for the Calculator, other operators or (same
 * operators) other operands or their order; for QA, a question about the right subject whose
 * answer is not the human's. (Called only for samples that are not right.)
 */
export function sampleMiss(human: { tool: string; input: string; subject?: string }, call: { tool: string; input: string }, ran: boolean): CallMiss {
  if (call.tool !== human.tool) return 'tool';
  if (human.subject !== undefined && !namesSubject(call.input, human.subject)) return 'subject';
  if (!ran) return 'failed';
  if (human.tool !== 'Calculator') return 'question';
  return expressionMiss(human.input, call.input);
}

/** A kept call, and whether it is the human's. */
export interface KeptCallOutcome {
  tool: string;
  position: number;
  call: string;
  result: string;
  gain: number;
  right: boolean;
}

export interface HandOutcome {
  id: string;
  tool: HandTool | 'none';
  /** Tool texts: the human's token position, whether it was chosen, and its rank by p_i (1 = highest). */
  position?: number;
  chosen?: boolean;
  rank?: number;
  /** The m samples at the human's position (their text), and whether one is right. */
  samples?: string[];
  callRight?: boolean;
  /** When no sample is right, what the nearest one got wrong (sampleMiss). */
  callMiss?: CallMiss;
  /** The right call was kept at the human's position, at the tool's τf. */
  keptRight?: boolean;
  /** Every call kept (for "none" texts: under each tool tried). */
  kept: KeptCallOutcome[];
}

const sameResult = (tool: string, a: string, b: string) =>
  tool === 'Calculator' ? Number(a) === Number(b) : a.trim().toLowerCase() === b.trim().toLowerCase();

/** Runs the pipeline on one hand-written text and reads off what the human's choice needs. */
export async function evaluateHandText(lm: AnnotationModel, item: HandText, seed: number): Promise<HandOutcome> {
  const now = parseDay(item.date);
  if (item.tool === 'none') {
    const kept: KeptCallOutcome[] = [];
    for (const tool of tools) {
      if (!worthTrying(tool.name, item.text, item.date)) continue;
      const settings = paperSettings(tool.name);
      const a = await annotateText(lm, tool, item.text, { ...settings, seed, now });
      for (const s of a.scored) {
        if (filterCall(s.losses, settings.tauF).kept) kept.push(keptOf(tool.name, s, false));
      }
    }
    return { id: item.id, tool: 'none', kept };
  }

  const tool = getTool(item.tool)!;
  const written = parseWrittenCall(item.call!);
  const expected = await runTool(written.tool, written.input, { now });
  if (!expected.ok) throw new Error(`${item.id}: the human's call ${item.call} fails: ${expected.reason}`);
  // QA: the subject of the fact the human's question retrieves, to tell a name not copied apart.
  const fact = written.tool === 'QA' ? extractAnswer(written.input, getKnowledge()) : undefined;
  const human = fact?.ok ? { ...written, subject: fact.fact.subject } : written;
  const position = positionOf(tokenize(lm.vocab, item.text), item.at!);
  const settings = paperSettings(tool.name);
  const a = await annotateText(lm, tool, item.text, { ...settings, seed, now });
  const isRight = (call: { tool: string }, result: string | null) => call.tool === human.tool && result !== null && sameResult(human.tool, result, expected.result);

  const chosen = a.positions.some((p) => p.index === position);
  let samples = a.samples.filter((s) => s.position === position).map((s) => s.sample);
  // The human position's rank by p_i; where it was not chosen, its m samples are drawn anyway
  // (the same seed gives what the pipeline would have drawn there).
  const scan = await scanPositions(lm, tool, item.text, { keep: !chosen && !!lm.branch });
  const p = scan.probabilities[position] ?? 0;
  const rank = 1 + scan.probabilities.filter((q) => Number.isFinite(q) && q > p).length;
  try {
    if (!chosen) samples = (await sampleAtPositions(lm, lm.vocab, tools, tool.name, scan, [position], { m: settings.m, seed })).map((s) => s.sample);
  } finally {
    scan.context?.dispose();
  }
  let callRight = false;
  let callMiss: CallMiss = 'malformed';
  for (const s of samples) {
    if (!s.call) continue;
    const out = await runTool(s.call.tool, s.call.input, { now });
    if (!s.rejected && isRight(s.call, out.ok ? out.result : null)) callRight = true;
    const miss = sampleMiss(human, s.call, out.ok);
    if (MISSES.indexOf(miss) > MISSES.indexOf(callMiss)) callMiss = miss;
  }

  const kept = a.scored
    .filter((s) => filterCall(s.losses, settings.tauF).kept)
    .map((s) => keptOf(tool.name, s, s.position === position && isRight(s.call, s.result)));
  return {
    id: item.id,
    tool: item.tool,
    position,
    chosen,
    rank,
    samples: samples.map((s) => s.text),
    callRight,
    ...(callRight ? {} : { callMiss }),
    keptRight: kept.some((k) => k.right),
    kept,
  };
}

function keptOf(tool: string, s: { position: number; call: { tool: string; input: string }; result: string | null; losses: Parameters<typeof filterCall>[0] }, right: boolean): KeptCallOutcome {
  const v = filterCall(s.losses, 0);
  return { tool, position: s.position, call: `${s.call.tool}(${s.call.input})`, result: s.result!, gain: v.gain ?? NaN, right };
}

/** The numbers per tool, and false calls on "none" texts. */
export interface HandSummary {
  tool: HandTool;
  texts: number;
  positionRecall: number;
  callRecall: number;
  keptRecall: number;
  /** Right kept calls over all kept calls (NaN when none was kept). */
  keptPrecision: number;
  kept: number;
  /** Why the human's call was not kept: position not chosen; chosen but not sampled right; sampled right but dropped by the filter. */
  misses: { position: number; call: number; filter: number };
  /** For texts with no right sample: the nearest sample's miss (MISSES), counted. */
  callMisses: Partial<Record<CallMiss, number>>;
}

export function summarizeHand(outcomes: readonly HandOutcome[]): { tools: HandSummary[]; none: { texts: number; falseCalls: number; byTool: Record<string, number> } } {
  const rate = (n: number, d: number) => (d ? n / d : NaN);
  const summaries = (['Calculator', 'Calendar', 'QA'] as const).map((tool): HandSummary => {
    const o = outcomes.filter((x) => x.tool === tool);
    const kept = o.flatMap((x) => x.kept);
    return {
      tool,
      texts: o.length,
      positionRecall: rate(o.filter((x) => x.chosen).length, o.length),
      callRecall: rate(o.filter((x) => x.callRight).length, o.length),
      keptRecall: rate(o.filter((x) => x.keptRight).length, o.length),
      keptPrecision: rate(kept.filter((k) => k.right).length, kept.length),
      kept: kept.length,
      misses: {
        position: o.filter((x) => !x.chosen).length,
        call: o.filter((x) => x.chosen && !x.callRight).length,
        filter: o.filter((x) => x.chosen && x.callRight && !x.keptRight).length,
      },
      callMisses: o.reduce<Partial<Record<CallMiss, number>>>((n, x) => (x.callMiss ? { ...n, [x.callMiss]: (n[x.callMiss] ?? 0) + 1 } : n), {}),
    };
  });
  const none = outcomes.filter((x) => x.tool === 'none');
  const byTool: Record<string, number> = {};
  for (const x of none) for (const t of new Set(x.kept.map((k) => k.tool))) byTool[t] = (byTool[t] ?? 0) + 1;
  return { tools: summaries, none: { texts: none.length, falseCalls: rate(none.filter((x) => x.kept.length > 0).length, none.length), byTool } };
}
