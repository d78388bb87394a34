/**
 * The reproduction table (paper §4): accuracy on held-out arithmetic, date
 * and fact prompts for a model with and without tools, how often the right
 * tool was called, call rates at k = 1 and k = 10, and perplexity on held-out
 * plain text.
 */
import { collectDecode, type CallRecord, type DoneReason } from '../core/decode.ts';
import type { StepModel, Vocabulary } from '../core/model.ts';
import type { ScoringSequence } from '../core/placement.ts';
import { stripCalls } from '../core/syntax.ts';
import { tools } from '../tools/registry.ts';
import { generate } from './generate.ts';
import { parseDay } from '../tools/calendar.ts';

export type TaskKind = 'math' | 'dates' | 'facts';

export interface EvalItem {
  id: string;
  prompt: string;
  answer: string;
  /** ISO date: "today" for the Calendar. */
  date?: string;
}

/** The tool that answers each kind of item. */
export const RIGHT_TOOL: Record<TaskKind, string> = { math: 'Calculator', dates: 'Calendar', facts: 'QA' };

export interface ItemResult {
  id: string;
  correct: boolean;
  completion: string;
  calls: CallRecord[];
  /** Why decoding stopped; `context`: the model's context filled up first. */
  stop: DoneReason;
}

/** The first number in a text ("$1,464.12" → 1464.12), or null. */
export function firstNumber(text: string): number | null {
  const m = text.replace(/(?<=\d),(?=\d{3}(?!\d))/g, '').match(/-?\d+(?:\.\d+)?/);
  return m ? Number(m[0]) : null;
}

/**
 * Is the completion (calls removed) right? Math: its first number equals the
 * answer (paper §4.2: "the first number predicted"); dates and facts: the
 * answer appears in it.
 */
export function isCorrect(kind: TaskKind, completion: string, answer: string): boolean {
  const said = stripCalls(completion, tools);
  if (kind === 'math') {
    const n = firstNumber(said);
    return n !== null && Math.abs(n - Number(answer)) < 1e-9;
  }
  return said.toLowerCase().includes(answer.toLowerCase());
}

/**
 * New tokens per item. Digits are single tokens, so a call like
 * "[Calculator((44 + 89 + 82) / 3) ->" alone takes 21 and the answer must fit after it.
 * Math is graded by the first number, so a model without tools gains nothing from it.
 */
export const EVAL_MAX_NEW_TOKENS = 40;

export interface Condition {
  k: number;
  disableTools: boolean;
}

/** One item: greedy decoding with at most one call, up to the first newline, graded. */
export async function evaluateItem(
  lm: StepModel & { vocab: Vocabulary },
  kind: TaskKind,
  item: EvalItem,
  condition: Condition,
  maxNewTokens = EVAL_MAX_NEW_TOKENS,
): Promise<ItemResult> {
  const now = parseDay(item.date);
  const { done } = await collectDecode(generate(lm, item.prompt, { ...condition, maxCalls: 1, maxNewTokens, stopAtNewline: true, now }));
  return { id: item.id, correct: isCorrect(kind, done.completion, item.answer), completion: done.completion, calls: done.calls, stop: done.reason };
}

export async function evaluateItems(
  lm: StepModel & { vocab: Vocabulary },
  kind: TaskKind,
  items: readonly EvalItem[],
  condition: Condition,
  maxNewTokens = EVAL_MAX_NEW_TOKENS,
): Promise<ItemResult[]> {
  const out: ItemResult[] = [];
  for (const item of items) out.push(await evaluateItem(lm, kind, item, condition, maxNewTokens));
  return out;
}

export interface Summary {
  n: number;
  accuracy: number;
  /** Items with any call. */
  callRate: number;
  /** Items whose call went to the right tool. */
  rightToolRate: number;
  /** Items cut short because the model's context was full. */
  contextStops: number;
}

export function summarize(kind: TaskKind, results: readonly ItemResult[]): Summary {
  return summarizeAll([[kind, results]]);
}

/** Why a wrong answer was wrong (paper-style error analysis; the classes). */
export type FailureClass = 'no call' | 'tool' | 'operator' | 'operand' | 'question' | 'tool failed' | 'result not used';

/**
 * The class of a wrong item, given the call a person would make there (`expected`, e.g.
 * "Calculator(18 / 24)"): no call; the wrong tool; for the Calculator, another operator or
 * other operands; for QA, a question whose answer is not the right one; the tool failing;
 * or the right result, not used. null when the item is right.
 */
export function failureClass(kind: TaskKind, result: ItemResult, answer: string, expected: { tool: string; input: string }): FailureClass | null {
  if (result.correct) return null;
  const call = result.calls[0];
  if (!call) return 'no call';
  if (call.tool !== RIGHT_TOOL[kind]) return 'tool';
  if (call.result === null) return 'tool failed';
  if (isCorrect(kind, ` ${call.result}`, answer)) return 'result not used';
  if (kind !== 'math') return kind === 'facts' ? 'question' : 'tool failed';
  return expressionMiss(expected.input, call.input);
}

/** How a wrong Calculator expression differs from the right one: other operators, else other operands (or their order). */
export function expressionMiss(right: string, wrong: string): 'operator' | 'operand' {
  const operators = (e: string) => e.replace(/[^-+*/]/g, '');
  return operators(wrong) === operators(right) ? 'operand' : 'operator';
}

/** One summary over several kinds (each item graded and its tool judged by its own kind). */
export function summarizeAll(groups: readonly (readonly [TaskKind, readonly ItemResult[]])[]): Summary {
  const all = groups.flatMap(([kind, results]) => results.map((r) => ({ r, kind })));
  const n = all.length || 1;
  return {
    n: all.length,
    accuracy: all.filter(({ r }) => r.correct).length / n,
    callRate: all.filter(({ r }) => r.calls.length > 0).length / n,
    rightToolRate: all.filter(({ r, kind }) => r.calls.some((c) => c.tool === RIGHT_TOOL[kind])).length / n,
    contextStops: all.filter(({ r }) => r.stop === 'context').length,
  };
}

/** What perplexity needs from a model (LanguageModel has it). */
export interface PerplexityModel {
  readonly vocab: Vocabulary;
  readonly contextSize: number;
  targetLogProbs(sequences: readonly ScoringSequence[], options?: { maskToken?: number }): Promise<number[][]>;
}

/**
 * Perplexity of documents, each scored on its own (cut into context-sized
 * windows). `disableApi` takes <API> out of the softmax, as the paper's
 * "Toolformer (disabled)" does.
 */
export async function perplexity(lm: PerplexityModel, documents: readonly string[], disableApi = false): Promise<number> {
  const window = lm.contextSize - 1; // one place for the BOS
  const sequences: ScoringSequence[] = [];
  for (const doc of documents) {
    const ids = lm.vocab.encode(doc);
    for (let at = 0; at < ids.length; at += window) {
      const tokens = ids.slice(at, at + window);
      sequences.push({ tokens, targetStart: 0, targetLength: tokens.length });
    }
  }
  const logProbs = await lm.targetLogProbs(sequences, disableApi ? { maskToken: lm.vocab.apiStart } : {});
  let total = 0;
  let count = 0;
  for (const row of logProbs) for (const lp of row) (total -= lp), count++;
  return Math.exp(total / Math.max(1, count));
}

/**
 * The paper's decoding analysis for one k: how often the model calls, its accuracy where it
 * called and where it did not, and — from the same items decoded with tools disabled — how
 * often the disabled model was right where this k calls and where it does not. The paper
 * found that at k = 1 the model calls mostly where it would otherwise fail.
 */
export interface CalibrationRow {
  k: number;
  n: number;
  callRate: number;
  accuracy: number;
  /** Accuracy on the items it called on (null: none). */
  calledAccuracy: number | null;
  notCalledAccuracy: number | null;
  /** Tools disabled: accuracy on the items this k calls on, and on the others. */
  disabledWhereCalled: number | null;
  disabledWhereNotCalled: number | null;
}

export function calibrationRow(k: number, results: readonly ItemResult[], disabledCorrect: ReadonlyMap<string, boolean>): CalibrationRow {
  const called = results.filter((r) => r.calls.length > 0);
  const notCalled = results.filter((r) => r.calls.length === 0);
  const share = (xs: readonly ItemResult[], right: (r: ItemResult) => boolean) => (xs.length ? xs.filter(right).length / xs.length : null);
  const disabled = (r: ItemResult) => disabledCorrect.get(r.id) === true;
  return {
    k,
    n: results.length,
    callRate: results.length ? called.length / results.length : 0,
    accuracy: share(results, (r) => r.correct) ?? 0,
    calledAccuracy: share(called, (r) => r.correct),
    notCalledAccuracy: share(notCalled, (r) => r.correct),
    disabledWhereCalled: share(called, disabled),
    disabledWhereNotCalled: share(notCalled, disabled),
  };
}
