/**
 * The lab's state: the settings (app/settings.ts) and what the lab holds beside them,
 * what a link opens, and what the lab's parts share (LabHost).
 */
import type { KeptCall } from '../core/augment.ts';
import type { DecodeEvent } from '../core/decode.ts';
import type { ApiCall } from '../core/syntax.ts';
import type { WrittenScore } from '../pipeline/labelled.ts';
import type { ToolOutcome } from '../tools/types.ts';
import type { BackendChoice, GenerateResult, KSweepResult, LabError, PositionsResult, SampleResult, ScoreResult, TokenizeResult } from '../worker/protocol.ts';
import type { ModelClient } from './client.ts';
import type { ToolName } from './presets.ts';
import type { PromptDraft } from './prompt-draft.ts';
import type { Settings } from './settings.ts';

/** One piece of work: what it was started for, and how it went. */
export interface Step<T> {
  status: 'idle' | 'running' | 'done' | 'error';
  value?: T;
  error?: LabError;
}

/** A call the learner wrote at a position. */
export interface CustomCall {
  id: number;
  position: number;
  call: ApiCall;
}

/** A distinct call at a position, executed. */
export interface Execution {
  position: number;
  call: ApiCall;
  source: 'sampled' | 'yours';
  /** How many samples wrote it (0 for yours). */
  count: number;
  outcome: ToolOutcome;
}

export interface DecodeRun {
  status: 'idle' | 'running' | 'done' | 'error';
  /** Changes with every new run, so a player can start over. */
  serial: number;
  model: string;
  disableTools: boolean;
  events: DecodeEvent[];
  result?: GenerateResult;
  error?: LabError;
}

/** The settings (app/settings.ts), and what the lab holds beside them. */
export interface LabState extends Settings {
  /** P(x) per tool, as the learner edited it. */
  drafts: Record<ToolName, PromptDraft>;
  /** Positions the learner added / removed by hand (token indices). */
  added: number[];
  removed: number[];
  custom: CustomCall[];
  tokens: Step<TokenizeResult>;
  scan: Step<PositionsResult>;
  sampling: Step<SampleResult>;
  executions: Step<Execution[]>;
  scoring: Step<ScoreResult>;
  runs: { tools: DecodeRun; plain: DecodeRun };
  /** Leave demonstrations out (last first) when P(x) + x does not fit the context. Off once the learner switches one by hand. */
  fitPrompt: boolean;
  /** The models the site serves. */
  models: string[];
  /** C* as collected this session: text → tool → kept calls. */
  collected: Record<string, Partial<Record<ToolName, KeptCall[]>>>;
  /** The lesson being followed and its step (step = number of steps: the quiz). */
  lesson: { id: string; step: number } | null;
  /** The lesson's claims, scored on the base model by claim id. */
  claims: Step<Record<string, WrittenScore>> & { lesson?: string };
  /** The labelled sweep set scored once (lessons/sweep.json, item by item), and p_i per item for τs. */
  sweep: Step<WrittenScore[][]>;
  /** p_i of each sweep text as selection reads it (core/selectable). */
  sweepScan: Step<number[][]>;
  /** The k-at-decoding sweep (lessons/k-sweep.json decoded by toolformer at k = 1…10), and how many decodes are done. */
  kSweep: Step<KSweepResult> & { done?: number; total?: number };
  /** The controls a link hides (app/settings.ts HIDEABLE). */
  hidden: string[];
}

/**
 * What a link opens (app/url.ts reads and writes it): a lesson step, the settings that
 * differ from that step's (or from the defaults), and what the learner made: calls written
 * in Stage 4, positions picked by hand, P(x) as edited.
 */
export interface Link {
  backend: BackendChoice;
  settings: Partial<Settings>;
  lesson?: { id: string; step: number };
  /** The learner's calls (replacing a lesson step's), each before token `position`. */
  calls?: { position: number; call: string }[];
  added?: number[];
  removed?: number[];
  /** P(x) of the tools whose P(x) the learner edited. */
  drafts?: Partial<Record<ToolName, PromptDraft>>;
  /** False once the learner switched a demonstration by hand. */
  fitPrompt?: boolean;
  hidden?: string[];
}

/** A call to write in once the sentence is tokenized: before `at` (a lesson's words) or before token `position` (a link's). */
export interface WantedCall {
  call: string;
  at?: string;
  position?: number;
}

/** What the lab's parts (scheduler, classroom, decoding) share; made by the lab, never handed to components. */
export interface LabHost {
  state: LabState;
  readonly client: ModelClient;
  /** Merges `patch` into the state, starts what became out of date, and tells the components. */
  patch(patch: Partial<LabState>): void;
  /** Tells the components that the state changed. */
  changed(): void;
}

/** The model that scores, samples and scans (stages 2–5, claims, sweeps). */
export const BASE_MODEL = 'base';

export const idle = <T>(): Step<T> => ({ status: 'idle' });
let runSerial = 0;
export const emptyRun = (model: string, disableTools: boolean): DecodeRun => ({ status: 'idle', serial: ++runSerial, model, disableTools, events: [] });
