/**
 * The keyed stage scheduler: runs the pipeline stage by stage in the worker (tokens and
 * positions → calls → execution → filter), each stage keyed by its inputs, so a change
 * reruns exactly what depends on it and cancels what became stale.
 */
import { runTool } from '../tools/registry.ts';
import { candidateOf, type Candidate } from '../pipeline/score.ts';
import type { TokenizeResult } from '../worker/protocol.ts';
import { labError, type Pending } from './client.ts';
import { collectedWith, selectedPositions } from './derived.ts';
import { BASE_MODEL, idle, type Execution, type LabHost, type Step } from './state.ts';
import { parseDay } from '../tools/calendar.ts';

/** A scan reruns only what an edit changed (tens of ms): a key press starts one after this short pause, which merges a burst of keys. */
const DEBOUNCE_MS = 16;

/** What the scheduler asks of the lab. */
export interface SchedulerHooks {
  /** P(x) of the current tool, as edited. */
  template(): string;
  /** Leaves a demonstration out so that P(x) + x fits; false when none can go. */
  fitPrompt(): boolean;
  /** Writes in the calls a lesson step or a link wants, once the sentence is tokenized. */
  place(): void;
}

export class StageScheduler {
  private keys: Record<'text' | 'sample' | 'exec' | 'score', string> = { text: '', sample: '', exec: '', score: '' };
  private pending: Partial<Record<'tokens' | 'scan' | 'sample' | 'score', Pending<unknown>>> = {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  private execGeneration = 0;

  constructor(
    private readonly host: LabHost,
    private readonly hooks: SchedulerHooks,
  ) {}

  /** Starts whatever is out of date, in pipeline order. */
  pump(): void {
    const s = this.host.state;
    // The other views need no work of the lab's own; it picks up where it was on the way back.
    if (s.view !== 'lab') return;
    const textKey = JSON.stringify([s.sentence, s.tool, this.hooks.template()]);
    if (textKey !== this.keys.text) {
      this.keys.text = textKey;
      this.cancel('tokens', 'scan', 'sample', 'score');
      this.keys.sample = this.keys.exec = this.keys.score = '';
      clearTimeout(this.timer);
      if (s.sentence.trim() === '') {
        this.host.state = { ...this.host.state, tokens: idle(), scan: idle(), sampling: idle(), executions: idle(), scoring: idle() };
        return;
      }
      this.host.state = { ...this.host.state, tokens: { status: 'running' }, scan: { status: 'running' }, sampling: idle(), executions: idle(), scoring: idle() };
      this.timer = setTimeout(() => this.startScan(textKey), DEBOUNCE_MS);
      return;
    }
    this.hooks.place();
    this.pumpSampling();
    this.pumpExecutions();
    this.pumpScoring();
  }

  private startScan(textKey: string): void {
    if (textKey !== this.keys.text) return;
    const s = this.host.state;
    const tokens = this.host.client.request({ type: 'tokenize', model: BASE_MODEL, text: s.sentence });
    this.pending.tokens = tokens;
    tokens.promise.then(
      (value) => {
        if (textKey !== this.keys.text) return;
        const need = value.x.ids.length + 1;
        const tokensStep: Step<TokenizeResult> =
          need > value.contextSize
            ? { status: 'error', value, error: { kind: 'context-overflow', message: `the sentence needs ${need} tokens, but the model reads at most ${value.contextSize}`, length: need, contextSize: value.contextSize } }
            : { status: 'done', value };
        this.host.state = { ...this.host.state, tokens: tokensStep };
        this.pump();
        this.host.changed();
      },
      (e: unknown) => this.fail(textKey, 'tokens', e),
    );
    const scan = this.host.client.request({ type: 'positions', model: BASE_MODEL, prompt: this.hooks.template(), text: s.sentence });
    this.pending.scan = scan;
    scan.promise.then(
      (value) => {
        if (textKey !== this.keys.text) return;
        this.host.state = { ...this.host.state, scan: { status: 'done', value } };
        this.pump();
        this.host.changed();
      },
      (e: unknown) => this.fail(textKey, 'scan', e),
    );
  }

  private fail(textKey: string, step: 'tokens' | 'scan', e: unknown): void {
    const error = labError(e);
    if (textKey !== this.keys.text || error.kind === 'cancelled') return;
    // P(x) + x too long: leave a demonstration out and try again (said in stages 1 and 2).
    if (step === 'scan' && error.kind === 'context-overflow' && this.host.state.tokens.status !== 'error' && this.hooks.fitPrompt()) return;
    this.host.state = { ...this.host.state, [step]: { status: 'error', error } };
    this.pump();
    this.host.changed();
  }

  private pumpSampling(): void {
    const s = this.host.state;
    if (s.scan.status !== 'done') {
      if (s.scan.status === 'error' && s.sampling.status !== 'idle') this.host.state = { ...this.host.state, sampling: idle() };
      return;
    }
    const positions = selectedPositions(s);
    const key = JSON.stringify([this.keys.text, positions, s.m, s.seed]);
    if (key === this.keys.sample) return;
    this.keys.sample = key;
    this.cancel('sample');
    if (positions.length === 0 || s.m <= 0) {
      this.host.state = { ...this.host.state, sampling: { status: 'done', value: { samples: [], ms: 0 } } };
      return;
    }
    this.host.state = { ...this.host.state, sampling: { status: 'running' } };
    const pending = this.host.client.request({ type: 'sample', model: BASE_MODEL, tool: s.tool, prompt: this.hooks.template(), text: s.sentence, positions, m: s.m, seed: s.seed });
    this.pending.sample = pending;
    pending.promise.then(
      (value) => {
        if (key !== this.keys.sample) return;
        this.host.state = { ...this.host.state, sampling: { status: 'done', value } };
        this.pump();
        this.host.changed();
      },
      (e: unknown) => {
        const error = labError(e);
        if (key !== this.keys.sample || error.kind === 'cancelled') return;
        this.host.state = { ...this.host.state, sampling: { status: 'error', error } };
        this.pump();
        this.host.changed();
      },
    );
  }

  /** The distinct calls to run: sampled ones of this tool, then the learner's. */
  private calls(): Omit<Execution, 'outcome'>[] {
    const s = this.host.state;
    const out = new Map<string, Omit<Execution, 'outcome'>>();
    for (const { position, sample } of s.sampling.value?.samples ?? []) {
      if (!sample.call || sample.rejected) continue;
      const key = `${position}\u0000${sample.call.tool}\u0000${sample.call.input}`;
      const there = out.get(key);
      if (there) there.count++;
      else out.set(key, { position, call: sample.call, source: 'sampled', count: 1 });
    }
    for (const c of s.custom) {
      const key = `${c.position}\u0000${c.call.tool}\u0000${c.call.input}`;
      if (!out.has(key)) out.set(key, { position: c.position, call: c.call, source: 'yours', count: 0 });
    }
    return [...out.values()];
  }

  private pumpExecutions(): void {
    const s = this.host.state;
    if (s.tokens.status !== 'done' || s.sampling.status === 'running' || (s.scan.status === 'running')) return;
    const calls = this.calls();
    const key = JSON.stringify([this.keys.text, calls, s.now]);
    if (key === this.keys.exec) return;
    this.keys.exec = key;
    const generation = ++this.execGeneration;
    this.host.state = { ...this.host.state, executions: { status: 'running', value: s.executions.value } };
    const now = parseDay(s.now);
    // Tools run here, on the page: they are small pure functions with a time limit.
    void Promise.all(calls.map(async (c) => ({ ...c, outcome: await runTool(c.call.tool, c.call.input, { now }) }))).then((value) => {
      if (generation !== this.execGeneration) return;
      this.host.state = { ...this.host.state, executions: { status: 'done', value } };
      this.pump();
      this.host.changed();
    });
  }

  private pumpScoring(): void {
    const s = this.host.state;
    if (s.executions.status !== 'done' || s.tokens.status !== 'done') return;
    const candidates: Candidate[] = (s.executions.value ?? []).map((e) =>
      candidateOf(e.position, e.call, e.outcome),
    );
    const key = JSON.stringify([this.keys.text, candidates, s.placement]);
    if (key === this.keys.score) return;
    this.keys.score = key;
    this.cancel('score');
    if (candidates.length === 0) {
      this.host.state = { ...this.host.state, scoring: { status: 'done', value: { scored: [], ms: 0 } } };
      this.collect();
      return;
    }
    this.host.state = { ...this.host.state, scoring: { status: 'running', value: s.scoring.value } };
    const pending = this.host.client.request({ type: 'score', model: BASE_MODEL, text: s.sentence, candidates, placement: s.placement, tauF: s.tauF });
    this.pending.score = pending;
    pending.promise.then(
      (value) => {
        if (key !== this.keys.score) return;
        this.host.state = { ...this.host.state, scoring: { status: 'done', value } };
        this.collect();
        this.host.changed();
      },
      (e: unknown) => {
        const error = labError(e);
        if (key !== this.keys.score || error.kind === 'cancelled') return;
        this.host.state = { ...this.host.state, scoring: { status: 'error', error } };
        this.host.changed();
      },
    );
  }

  /** Keeps this text's kept calls (this tool) in the session's C*, at the current τf. */
  collect(): void {
    const s = this.host.state;
    if (s.scoring.status === 'done' && s.sentence.trim()) this.host.state = { ...s, collected: collectedWith(s) };
  }

  private cancel(...which: ('tokens' | 'scan' | 'sample' | 'score')[]): void {
    for (const w of which) {
      this.pending[w]?.cancel();
      delete this.pending[w];
    }
  }
}
