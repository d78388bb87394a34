/**
 * The typed messages between the page and the model worker.
 *
 * Every request carries an `id`; the worker answers that id with `result` or
 * `error`, and may send `loading` / `progress` / `ready` statuses on the way.
 * `interrupt` names the id to stop: the worker checks between steps (between
 * positions, between decoding steps), and the page ignores anything that
 * arrives for a request it no longer wants.
 *
 * Every value is plain data (structured-clone safe), so the same numbers feed
 * the page, the CLI's --json and the tests.
 */
import type { DecodeEvent, DoneReason, CallRecord } from '../core/decode.ts';
import type { Placement } from '../core/placement.ts';
import type { SampledCall } from '../core/sampling.ts';
import type { Funnel } from '../pipeline/annotate.ts';
import type { AugmentedText } from '../core/augment.ts';
import type { CorpusSettings, CorpusText } from '../pipeline/corpus.ts';
import type { EvalItem, TaskKind } from '../pipeline/evaluate.ts';
import type { WrittenItem, WrittenScore } from '../pipeline/labelled.ts';
import type { Candidate, ScoredCandidate } from '../pipeline/score.ts';
import type { TokenizedText } from '../pipeline/text.ts';

/** Which backend the page asks for: `auto` is WebGPU when an adapter exists, else wasm. */
export type { BackendChoice } from '../lm/browser.ts';
import type { BackendChoice } from '../lm/browser.ts';

/** What a loaded model runs on, for the badge. */
export interface ModelInfo {
  name: string;
  device: 'webgpu' | 'wasm' | 'cpu';
  dtype: 'fp32' | 'fp16' | 'q8';
  /** wasm threads (1 when the page is not cross-origin isolated). */
  threads: number;
  contextSize: number;
  vocabSize: number;
  /** Why WebGPU is not used, when it was wanted or possible. */
  fallback?: string;
  loadMs: number;
  /** Of loadMs: reading the files, then onnxruntime building the session (its wasm, the graph). */
  filesMs: number;
  sessionMs: number;
  warmupMs: number;
}

export interface LoadRequest {
  type: 'load';
  id: number;
  model: string;
  backend: BackendChoice;
}

/** x as the filter reads it, and the context size (no forward pass). */
export interface TokenizeRequest {
  type: 'tokenize';
  id: number;
  model: string;
  text: string;
}

/** p_i for every token of x under the prompt template `prompt` (with its "{x}"). */
export interface PositionsRequest {
  type: 'positions';
  id: number;
  model: string;
  prompt: string;
  text: string;
}

/** m calls sampled at each position (token indices of x), all for one tool's prompt. */
export interface SampleRequest {
  type: 'sample';
  id: number;
  model: string;
  tool: string;
  prompt: string;
  text: string;
  positions: number[];
  m: number;
  seed: number;
}

/** The filter's three losses per candidate (pipeline/score.ts: the CLI's code). */
export interface ScoreRequest {
  type: 'score';
  id: number;
  model: string;
  text: string;
  candidates: Candidate[];
  placement: Placement;
  tauF: number;
}

/**
 * Calls written by people ("Calculator(18 / 24)" before "0.75"), run and scored
 * (pipeline/labelled.ts): lesson claims and the τ sweeps, scored once.
 */
export interface WrittenRequest {
  type: 'written';
  id: number;
  model: string;
  items: WrittenItem[];
  placement: Placement;
}

/** Decoding with tools; its events stream back as `progress` with `decode`. */
export interface GenerateRequest {
  type: 'generate';
  id: number;
  model: string;
  prompt: string;
  k: number;
  maxCalls: number;
  disableTools: boolean;
  maxNewTokens: number;
  stopAtNewline: boolean;
  /** ISO date: "today" for the Calendar. */
  now?: string;
}

/** A held-out prompt of the k sweep (lessons/k-sweep.json), with how it is graded. */
export interface KSweepItem extends EvalItem {
  kind: TaskKind;
}

/**
 * The k-at-decoding sweep: every prompt decoded once per k as `toolformer eval`
 * decodes (at most one call, stop at the first newline), graded as it grades.
 * Progress streams back as `progress` with `k-sweep`.
 */
export interface KSweepRequest {
  type: 'k-sweep';
  id: number;
  model: string;
  items: KSweepItem[];
  ks: number[];
  maxNewTokens: number;
}

/**
 * A whole corpus annotated with the paper's pipeline (pipeline/corpus.ts: the code of
 * `toolformer annotate`). Progress streams back as `progress` with `annotate`, one per
 * (text, tool) run.
 */
export interface AnnotateCorpusRequest {
  type: 'annotate-corpus';
  id: number;
  model: string;
  texts: CorpusText[];
  settings: CorpusSettings;
}

export interface InterruptRequest {
  type: 'interrupt';
  id: number;
  /** The request to stop. */
  target: number;
}

export type WorkerRequest =
  | LoadRequest
  | TokenizeRequest
  | PositionsRequest
  | SampleRequest
  | ScoreRequest
  | WrittenRequest
  | GenerateRequest
  | KSweepRequest
  | AnnotateCorpusRequest
  | InterruptRequest;
/** A request as the page writes it: the id is added by the client. */
export type RequestBody = DistributiveOmit<Exclude<WorkerRequest, InterruptRequest>, 'id'>;
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

export interface TokenizeResult {
  x: TokenizedText;
  contextSize: number;
}

export interface PositionsResult {
  x: TokenizedText;
  /** p_i per token of x (NaN where the prompt's tokenization does not line up). */
  probabilities: number[];
  /** Tokens of P(x) + x: what the one forward pass read. */
  promptTokens: number;
  contextSize: number;
  ms: number;
}

export interface SampleResult {
  samples: { position: number; sample: SampledCall }[];
  ms: number;
}

export interface ScoreResult {
  scored: ScoredCandidate[];
  ms: number;
}

export interface WrittenResult {
  /** Per item, per call, in the order asked. */
  scores: WrittenScore[][];
  ms: number;
}

export interface GenerateResult {
  completion: string;
  calls: CallRecord[];
  reason: DoneReason;
  tokensPerSecond: number;
}

/** One k of the sweep: per prompt, whether it called a tool and whether it was right. */
export interface KSweepRun {
  k: number;
  items: { id: string; called: boolean; correct: boolean; completion: string }[];
}

export interface KSweepResult {
  runs: KSweepRun[];
  ms: number;
}

export interface AnnotateCorpusResult {
  funnel: Funnel[];
  cstar: AugmentedText[];
  /** (text, tool) runs done, and texts left out with why (e.g. longer than the model's context). */
  runs: number;
  skipped: { id: string; tool: string; reason: string }[];
  ms: number;
}

/** What each request type answers with. */
export interface ResultOf {
  load: ModelInfo;
  tokenize: TokenizeResult;
  positions: PositionsResult;
  sample: SampleResult;
  score: ScoreResult;
  written: WrittenResult;
  generate: GenerateResult;
  'k-sweep': KSweepResult;
  'annotate-corpus': AnnotateCorpusResult;
}

/** Errors say what kind they are, so the page can word them where the user looks. */
export type LabError =
  | { kind: 'context-overflow'; message: string; length: number; contextSize: number }
  | { kind: 'load-failed'; message: string; model: string }
  | { kind: 'cancelled'; message: string }
  | { kind: 'failed'; message: string };

export type WorkerResponse =
  | { type: 'loading'; id: number; model: string }
  | { type: 'progress'; id: number; stage: 'load'; file?: string; progress?: number }
  /** The load's later steps, each shown with its name: the session is built, then a warm-up forward. */
  | { type: 'progress'; id: number; stage: 'prepare' | 'warm-up' }
  | { type: 'progress'; id: number; stage: 'decode'; event: DecodeEvent }
  | { type: 'progress'; id: number; stage: 'k-sweep' | 'annotate'; done: number; total: number }
  | { type: 'ready'; id: number; info: ModelInfo }
  | { type: 'result'; id: number; result: ResultOf[keyof ResultOf] }
  | { type: 'error'; id: number; error: LabError };
