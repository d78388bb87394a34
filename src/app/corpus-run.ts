/**
 * Stage 6's corpus annotation: texts pasted (or the shipped 50 of lessons/corpus.json),
 * tools and settings chosen, then the worker annotates them all with pipeline/corpus.ts —
 * the code `toolformer annotate` runs — reporting each (text, tool) run as it finishes.
 * Its own small state, apart from the lab's, so a run goes on while the learner moves
 * between stages.
 */
import shipped from '../../lessons/corpus.json';
import { paperSettings } from '../core/paper-settings.ts';
import type { CorpusSettings, CorpusText } from '../pipeline/corpus.ts';
import { parseDay } from '../tools/calendar.ts';
import type { AnnotateCorpusResult } from '../worker/protocol.ts';
import { labError, type ModelClient, type Pending } from './client.ts';

/** At most this many texts per run: a laptop's few minutes at the paper's settings. */
export const MAX_CORPUS_TEXTS = 100;
export const CORPUS_TOOLS = ['Calculator', 'Calendar', 'QA'] as const;
type CorpusTool = (typeof CORPUS_TOOLS)[number];

export interface CorpusRunState {
  /** The texts as typed: one a line, an optional date "2023-01-30 |" in front. */
  input: string;
  tools: CorpusTool[];
  /** Each tool at the paper's settings (Calculator τs 0, k 20, m 10, τf 0.5; the others τs 0.05, k 5, m 5, τf 1). */
  paper: boolean;
  /** Used for every tool when `paper` is off. */
  tauS: number;
  k: number;
  m: number;
  tauF: number;
  seed: number;
  status: 'idle' | 'running' | 'done' | 'error';
  /** (text, tool) runs done and to do, and when the run began (ms, performance.now()). */
  done: number;
  total: number;
  startedAt: number;
  result?: AnnotateCorpusResult;
  /** What went wrong, in words, where the learner is looking. */
  error?: string;
}

/** The input's lines as texts: "2023-01-30 | text" gives the text its date; blank lines are skipped. */
export function parseCorpusInput(input: string): { texts: CorpusText[]; problems: string[] } {
  const texts: CorpusText[] = [];
  const problems: string[] = [];
  input.split('\n').forEach((line, j) => {
    const trimmed = line.trim();
    if (!trimmed) return;
    const dated = /^(\d{4}-\d{2}-\d{2})\s*\|\s*(.*)$/.exec(trimmed);
    if (dated && !parseDay(dated[1])) problems.push(`line ${j + 1}: there is no day ${dated[1]}`);
    const text = dated ? dated[2]!.trim() : trimmed;
    if (!text) return;
    texts.push({ id: `line-${j + 1}`, text, ...(dated && parseDay(dated[1]) ? { date: dated[1] } : {}) });
  });
  if (texts.length > MAX_CORPUS_TEXTS) problems.push(`${texts.length} texts: at most ${MAX_CORPUS_TEXTS} at a time; the first ${MAX_CORPUS_TEXTS} are annotated`);
  return { texts: texts.slice(0, MAX_CORPUS_TEXTS), problems };
}

/** The shipped 50 texts, one a line with its date. */
export const SHIPPED_INPUT = (shipped as CorpusText[]).map((t) => (t.date ? `${t.date} | ${t.text}` : t.text)).join('\n');

export class CorpusRun extends EventTarget {
  state: CorpusRunState = {
    input: '',
    tools: [...CORPUS_TOOLS],
    paper: true,
    ...(({ tauS, k, m, tauF }) => ({ tauS, k, m, tauF }))(paperSettings('Calculator')),
    seed: 0,
    status: 'idle',
    done: 0,
    total: 0,
    startedAt: 0,
  };
  private pending: Pending<AnnotateCorpusResult> | null = null;

  constructor(
    private readonly client: ModelClient,
    private readonly model: string,
  ) {
    super();
  }

  set(patch: Partial<CorpusRunState>): void {
    this.state = { ...this.state, ...patch };
    this.dispatchEvent(new Event('change'));
  }

  /** The settings sent to the worker, as `toolformer annotate` takes them. */
  settings(): CorpusSettings {
    const s = this.state;
    return { tools: s.tools, seed: s.seed, placement: 'prefix', ...(s.paper ? {} : { overrides: { tauS: s.tauS, k: s.k, m: s.m }, tauF: s.tauF }) };
  }

  /** The `toolformer annotate` command that gives the same numbers (on a JSONL of these texts). */
  command(): string {
    const s = this.state;
    const flags = s.paper ? '' : ` --tau-s ${s.tauS} --k ${s.k} --m ${s.m} --tau-f ${s.tauF}`;
    return `npx toolformer annotate --model ${this.model} --dtype fp16 --input texts.jsonl --out annotated --tools ${s.tools.join(',')} --seed ${s.seed}${flags}`;
  }

  start(): void {
    if (this.state.status === 'running') return;
    const { texts } = parseCorpusInput(this.state.input);
    if (texts.length === 0) return this.set({ status: 'error', error: 'There are no texts to annotate: paste some, one a line, or load the shipped 50.' });
    if (this.state.tools.length === 0) return this.set({ status: 'error', error: 'Choose at least one tool.' });
    const pending = this.client.request({ type: 'annotate-corpus', model: this.model, texts, settings: this.settings() }, undefined, (done, total) => {
      if (this.pending === pending) this.set({ done, total });
    });
    this.pending = pending;
    this.set({ status: 'running', done: 0, total: 0, startedAt: performance.now(), result: undefined, error: undefined });
    pending.promise.then(
      (result) => this.pending === pending && ((this.pending = null), this.set({ status: 'done', result })),
      (e: unknown) => {
        if (this.pending !== pending) return;
        this.pending = null;
        const error = labError(e);
        this.set({ status: error.kind === 'cancelled' ? 'idle' : 'error', error: error.kind === 'cancelled' ? undefined : error.message });
      },
    );
  }

  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    pending.cancel();
    this.set({ status: 'idle', error: undefined });
  }
}

/** Runs per minute so far and the minutes left at that rate (null before the first run is done). */
export function pace(s: Pick<CorpusRunState, 'done' | 'total' | 'startedAt'>, now: number): { perMinute: number; minutesLeft: number } | null {
  const minutes = (now - s.startedAt) / 60_000;
  if (s.done === 0 || minutes <= 0) return null;
  const perMinute = s.done / minutes;
  return { perMinute, minutesLeft: (s.total - s.done) / perMinute };
}
