/**
 * The lab's state and the work it sets off. Components read `lab.state` and
 * call the actions; `lab` runs the pipeline stage by stage in the worker
 * (positions → calls → execution → filter), each stage keyed by its inputs,
 * so a change reruns exactly what depends on it and cancels what became stale.
 *
 * No method is computed here: positions come from core/selectPositions, the
 * losses from pipeline/scoreCandidates (in the worker), verdicts from
 * core/filterCall, C* from core/augmentText.
 */
import { buildAugmentedCorpus, augmentText, type AugmentedText, type KeptCall } from '../core/augment.ts';
import type { DecodeEvent } from '../core/decode.ts';
import { filterCall } from '../core/loss.ts';
import { paperSettings } from '../core/paper-settings.ts';
import { selectable, selectPositions } from '../core/positions.ts';
import { parseCalls, type ApiCall } from '../core/syntax.ts';
import type { WrittenScore } from '../pipeline/labelled.ts';
import type { Candidate } from '../pipeline/score.ts';
import { positionOf } from '../pipeline/text.ts';
import { runTool, tools } from '../tools/registry.ts';
import type { ToolOutcome } from '../tools/types.ts';
import type { BackendChoice, GenerateResult, KSweepResult, LabError, PositionsResult, SampleResult, ScoreResult, TokenizeResult } from '../worker/protocol.ts';
import { labError, ModelClient, type Pending } from './client.ts';
import { CorpusRun } from './corpus-run.ts';
import { actionAt, claimRequests, lessonById, type LessonAction } from './lesson.ts';
import { PRESETS, TOOL_NAMES, type ToolName } from './presets.ts';
import { composePrompt, defaultDraft, type PromptDraft } from './prompt-draft.ts';
import { defaultSettings, LESSON_KEYS, valid, type SettingKey, type Settings } from './settings.ts';
import { K_SWEEP, K_SWEEP_MAX_NEW_TOKENS, K_VALUES, SWEEP } from './sweep.ts';

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

/** Changing these unpicks hand-picked positions: they were picked against the automatic choice at this text, tool, τs and k. */
const RESELECT: readonly SettingKey[] = ['sentence', 'tool', 'tauS', 'k'];

const BASE_MODEL = 'base';
/** A scan reruns only what an edit changed (tens of ms): a key press starts one after this short pause, which merges a burst of keys. */
const DEBOUNCE_MS = 16;

const idle = <T>(): Step<T> => ({ status: 'idle' });
let runSerial = 0;
const emptyRun = (model: string, disableTools: boolean): DecodeRun => ({ status: 'idle', serial: ++runSerial, model, disableTools, events: [] });
const defaultDrafts = () => Object.fromEntries(TOOL_NAMES.map((t) => [t, defaultDraft(t)])) as Record<ToolName, PromptDraft>;

/** The settings of a lesson action (the keys a lesson may set: app/settings.ts). */
export function lessonSettings(action: LessonAction): Partial<Settings> {
  return Object.fromEntries(LESSON_KEYS.flatMap((k) => (action[k] !== undefined ? [[k, action[k]]] : [])));
}

/** Positions chosen: selectPositions(p, τs, k), plus the learner's additions, minus removals. */
export function selectedPositions(s: LabState): number[] {
  const scan = s.scan.value;
  const auto = scan ? selectPositions(selectable(scan.probabilities, scan.x), { tauS: s.tauS, k: s.k }).map((q) => q.index) : [];
  const set = new Set(auto.filter((i) => !s.removed.includes(i)));
  for (const i of s.added) set.add(i);
  return [...set].sort((a, b) => a - b);
}

/** The kept calls of the current text, for C*. */
export function keptCalls(s: LabState): KeptCall[] {
  const scored = s.scoring.value?.scored ?? [];
  return scored
    .filter((c) => c.result !== null && filterCall(c.losses, s.tauF).kept)
    .map((c) => {
      const v = filterCall(c.losses, s.tauF);
      return { call: c.call, result: c.result!, offset: c.offset, position: c.position, lossMinus: v.lossMinus, lossPlus: v.lossPlus, gain: v.gain };
    });
}

/** C* over the session's collection (all tools merged per text), in collection order. */
export function corpus(s: LabState): AugmentedText[] {
  const texts = Object.keys(s.collected).map((text, j) => ({ id: `x${j + 1}`, text }));
  const kept = texts.flatMap(({ id, text }) => Object.values(s.collected[text] ?? {}).flatMap((calls) => (calls ?? []).map((c) => ({ ...c, textId: id }))));
  return buildAugmentedCorpus(texts, kept, tools);
}

/** x* for the current text (all tools collected for it). */
export function currentAugmented(s: LabState): AugmentedText | null {
  const calls = Object.values(s.collected[s.sentence] ?? {}).flatMap((c) => c ?? []);
  return augmentText('x', s.sentence, calls, tools);
}

/**
 * The text decoding starts from: the learner's, or the sentence cut before the word
 * where its first kept call (else its first chosen position) stands — "… Each bottle
 * costs" for a call before the "0" of "$0.75".
 */
export function decodePrompt(s: LabState): string {
  if (s.decodePrompt !== null) return s.decodePrompt;
  const x = s.scan.value?.x ?? s.tokens.value?.x;
  const first = selectedPositions(s)[0];
  const offset = keptCalls(s)[0]?.offset ?? (x && first !== undefined ? x.offsets[first] : undefined);
  if (offset === undefined || offset <= 0) return s.sentence;
  const head = s.sentence.slice(0, offset);
  // At a word boundary cut there; inside a word ("$|0.75") cut before the word.
  const atBoundary = /\s$/.test(head) || /^\s/.test(s.sentence.slice(offset));
  const cut = (atBoundary ? head : head.slice(0, head.search(/\S*$/))).trimEnd();
  return cut || s.sentence;
}

export class Lab extends EventTarget {
  readonly client: ModelClient;
  /** Stage 6's annotation of a whole corpus, with its own state (app/corpus-run.ts). */
  readonly corpusRun: CorpusRun;
  state: LabState;
  private keys: Record<'text' | 'sample' | 'exec' | 'score', string> = { text: '', sample: '', exec: '', score: '' };
  private pending: Partial<Record<'tokens' | 'scan' | 'sample' | 'score' | 'runTools' | 'runPlain', Pending<unknown>>> = {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextCustom = 1;
  private execGeneration = 0;
  /** Calls a lesson step or a link writes in, placed once the sentence is tokenized. */
  private wanted: WantedCall[] = [];
  private pendingClaims: Pending<unknown>[] = [];
  private pendingKSweep: Pending<KSweepResult> | null = null;

  constructor(link: Link) {
    super();
    this.client = new ModelClient(link.backend);
    this.corpusRun = new CorpusRun(this.client, BASE_MODEL);
    this.state = {
      ...defaultSettings(),
      drafts: defaultDrafts(),
      added: [],
      removed: [],
      custom: [],
      tokens: idle(),
      scan: idle(),
      sampling: idle(),
      executions: idle(),
      scoring: idle(),
      runs: { tools: emptyRun('toolformer', false), plain: emptyRun('toolformer', true) },
      fitPrompt: true,
      models: [],
      collected: {},
      lesson: null,
      claims: idle(),
      sweep: idle(),
      sweepScan: idle(),
      kSweep: idle(),
      hidden: [],
    };
    this.open(link);
    this.client.addEventListener('models', () => this.changed());
    // The first request sets the backend for every model the worker loads; the
    // base model is needed by stages 2–5, so it loads (and warms up) right away.
    this.client.load(BASE_MODEL);
    void this.discoverModels();
    this.started();
  }

  /** Opens what a link describes, in place of what is open (the browser's back and forward buttons). */
  restore(link: Link): void {
    const lesson = this.state.lesson?.id;
    this.open(link);
    if (this.state.lesson && this.state.lesson.id !== lesson) this.state = { ...this.state, claims: idle() };
    this.started();
  }

  /** The lab as a link describes it: a lesson step's lab first, then the link's own settings and the learner's work. */
  private open(link: Link): void {
    const lesson = lessonById(link.lesson?.id);
    let settings: Settings = defaultSettings();
    let wanted: WantedCall[] = [];
    let at: LabState['lesson'] = null;
    if (lesson) {
      at = { id: lesson.id, step: Math.min(Math.max(0, link.lesson!.step), lesson.steps.length) };
      const action = actionAt(lesson, at.step);
      settings = { ...settings, ...lessonSettings(action) };
      wanted = action.calls ?? [];
    }
    settings = { ...settings, ...Object.fromEntries(Object.entries(link.settings).filter(([k, v]) => v !== undefined && valid(k as SettingKey, v as never))) };
    if (link.calls) wanted = link.calls;
    this.wanted = wanted;
    this.state = {
      ...this.state,
      ...settings,
      lesson: at,
      drafts: { ...defaultDrafts(), ...link.drafts },
      fitPrompt: link.fitPrompt ?? true,
      added: link.added ?? [],
      removed: link.removed ?? [],
      custom: [],
      hidden: link.hidden ?? [],
    };
  }

  /** Starts what the open state needs: the pipeline, the lesson's claims, the sweeps, decoding. */
  private started(): void {
    this.pump();
    if (this.state.lesson && this.state.claims.status === 'idle') this.scoreClaims();
    if (this.state.view === 'sweep') this.ensureSweep();
    if (this.state.stage === 7) queueMicrotask(() => this.ensureDecoding());
    this.changed();
  }

  /** True while calls a lesson step or a link wants wait for the sentence's tokens. */
  get placing(): boolean {
    return this.wanted.length > 0;
  }

  /** The prompt template P(x) of the current tool, as edited. */
  get template(): string {
    return composePrompt(this.state.drafts[this.state.tool]);
  }

  /** The model that decodes: toolformer when the site has it, else base. */
  get decodingModel(): string {
    const asked = this.state.model;
    if (asked && (this.state.models.length === 0 || this.state.models.includes(asked))) return asked;
    return this.state.models.includes('toolformer') || this.state.models.length === 0 ? 'toolformer' : BASE_MODEL;
  }

  // ----- the classroom: lessons, sweeps, presenting -------------------------------------

  /** Opens a lesson at a step (the quiz is step = number of steps). */
  startLesson(id: string, step = 0): void {
    const lesson = lessonById(id);
    if (!lesson) return;
    const n = Math.min(Math.max(0, step), lesson.steps.length);
    const fresh = this.state.lesson?.id !== id;
    this.state = { ...this.state, lesson: { id, step: n } };
    const action = actionAt(lesson, n);
    this.set({ view: 'lab', ...lessonSettings(action) });
    // The step's own calls replace the learner's, so every visit to a step shows the same lab.
    this.wanted = action.calls ?? [];
    this.state = { ...this.state, custom: [] };
    this.pump();
    this.changed();
    if (fresh || this.state.claims.status === 'error') this.scoreClaims();
  }

  /** The next (+1) or previous (−1) step of the lesson. Returns false at either end. */
  stepLesson(delta: number): boolean {
    const at = this.state.lesson;
    const lesson = lessonById(at?.id);
    if (!at || !lesson) return false;
    const n = at.step + delta;
    if (n < 0 || n > lesson.steps.length) return false;
    this.startLesson(lesson.id, n);
    return true;
  }

  leaveLesson(): void {
    this.wanted = [];
    this.update({ lesson: null });
  }

  /** Writes in the calls a lesson step wants, once the sentence is tokenized. */
  private placeWanted(): void {
    if (this.wanted.length === 0 || this.state.tokens.status !== 'done') return;
    const wanted = this.wanted;
    this.wanted = [];
    for (const w of wanted) {
      const position = w.position ?? (w.at !== undefined ? this.positionOfWords(w.at) : null);
      if (position !== null) this.addCustomCall(w.call, position);
    }
  }

  /** Scores every claim of the current lesson once, on the base model (the same numbers the claims test checks). */
  private scoreClaims(): void {
    const lesson = lessonById(this.state.lesson?.id);
    for (const p of this.pendingClaims) p.cancel();
    this.pendingClaims = [];
    if (!lesson) return;
    this.state = { ...this.state, claims: { status: 'running', lesson: lesson.id } };
    const groups = claimRequests(lesson);
    const requests = groups.map((g) => this.client.request({ type: 'written', model: BASE_MODEL, items: g.items, placement: g.placement }));
    this.pendingClaims = requests;
    Promise.all(requests.map((r) => r.promise)).then(
      (results) => {
        if (this.state.lesson?.id !== lesson.id) return;
        const value: Record<string, WrittenScore> = {};
        groups.forEach((g, j) => {
          for (const ref of g.refs) value[ref.claim] = results[j]!.scores[ref.item]![ref.call]!;
        });
        this.state = { ...this.state, claims: { status: 'done', value, lesson: lesson.id } };
        this.changed();
      },
      (e: unknown) => {
        const error = labError(e);
        if (error.kind === 'cancelled' || this.state.lesson?.id !== lesson.id) return;
        this.state = { ...this.state, claims: { status: 'error', error, lesson: lesson.id } };
        this.changed();
      },
    );
  }

  /** Scores the labelled sweep set once (and p_i per text for τs); sliding is arithmetic on these numbers. */
  ensureSweep(): void {
    const s = this.state;
    if (s.sweep.status === 'idle' || s.sweep.status === 'error') {
      this.state = { ...this.state, sweep: { status: 'running' } };
      const items = SWEEP.items.map((i) => ({ text: i.text, now: i.now, candidates: i.candidates.map((c) => ({ call: c.call, at: c.at })) }));
      this.client.request({ type: 'written', model: BASE_MODEL, items, placement: 'prefix' }).promise.then(
        (value) => this.update({ sweep: { status: 'done', value: value.scores } }),
        (e: unknown) => this.update({ sweep: { status: 'error', error: labError(e) } }),
      );
    }
    if (s.sweepScan.status === 'idle' || s.sweepScan.status === 'error') {
      this.state = { ...this.state, sweepScan: { status: 'running' } };
      const scans = SWEEP.items.map((i) => this.client.request({ type: 'positions', model: BASE_MODEL, prompt: composePrompt(defaultDraft(i.tool)), text: i.text }).promise);
      Promise.all(scans).then(
        (value) => this.update({ sweepScan: { status: 'done', value: value.map((v) => selectable(v.probabilities, v.x)) } }),
        (e: unknown) => this.update({ sweepScan: { status: 'error', error: labError(e) } }),
      );
    }
    this.changed();
  }

  /** Decodes the k sweep's prompts once per k with the fine-tuned model (once: the numbers stay for the session). */
  ensureKSweep(): void {
    const s = this.state;
    if (s.kSweep.status === 'running' || s.kSweep.status === 'done') return;
    if (s.models.length > 0 && !s.models.includes('toolformer')) return;
    const pending: Pending<KSweepResult> = this.client.request(
      { type: 'k-sweep', model: 'toolformer', items: K_SWEEP.items, ks: K_VALUES, maxNewTokens: K_SWEEP_MAX_NEW_TOKENS },
      undefined,
      (done, total) => this.pendingKSweep === pending && this.update({ kSweep: { status: 'running', done, total } }),
    );
    this.pendingKSweep = pending;
    this.update({ kSweep: { status: 'running', done: 0, total: K_VALUES.length * K_SWEEP.items.length } });
    pending.promise.then(
      (value) => this.pendingKSweep === pending && ((this.pendingKSweep = null), this.update({ kSweep: { status: 'done', value } })),
      (e: unknown) => {
        if (this.pendingKSweep !== pending) return;
        this.pendingKSweep = null;
        this.update({ kSweep: { status: 'error', error: labError(e) } });
      },
    );
  }

  /** The k tab was left: an unfinished k sweep stops (opening the tab again starts it afresh). */
  leaveKSweep(): void {
    const pending = this.pendingKSweep;
    if (!pending) return;
    this.pendingKSweep = null;
    pending.cancel();
    this.update({ kSweep: idle() });
  }

  // ----- actions -------------------------------------------------------------------

  private update(patch: Partial<LabState>): void {
    this.state = { ...this.state, ...patch };
    this.pump();
    this.changed();
  }

  /**
   * Sets settings, each held to its row of app/settings.ts (a value it cannot take is
   * ignored), with what follows from them: a new text or tool unpicks hand-picked positions
   * (so do τs and k), a new text drops the learner's calls and decoding's own prompt.
   */
  set(patch: Partial<Settings>): void {
    const s = this.state;
    const keys = (Object.keys(patch) as SettingKey[]).filter((k) => patch[k] !== undefined && patch[k] !== s[k] && valid(k, patch[k] as never));
    if (keys.length === 0) return;
    const next: Partial<LabState> = Object.fromEntries(keys.map((k) => [k, patch[k]]));
    if (keys.some((k) => RESELECT.includes(k))) Object.assign(next, { added: [], removed: [] });
    if (keys.includes('sentence')) {
      this.wanted = [];
      // A run that failed (e.g. "Type a text to continue.") belonged to the old text: the new one starts afresh.
      const { tools, plain } = s.runs;
      const runs = tools.status === 'error' || plain.status === 'error' ? { tools: emptyRun(tools.model, false), plain: emptyRun(plain.model, true) } : s.runs;
      Object.assign(next, { custom: [], decodePrompt: patch.decodePrompt ?? null, runs });
    }
    if (keys.includes('sentence') || keys.includes('tool')) next.drafts = this.restoreAutoOff();
    this.state = { ...s, ...next };
    if (keys.includes('tauF')) this.collect();
    this.pump();
    this.changed();
    if (keys.includes('view')) {
      if (this.state.view === 'sweep') this.ensureSweep();
      else this.leaveKSweep();
    }
    if (this.state.stage === 7 && this.state.view === 'lab' && (keys.includes('stage') || keys.includes('view'))) this.ensureDecoding();
  }

  /** Demonstrations the lab left out come back (a new sentence may fit with them). */
  private restoreAutoOff(): Record<ToolName, PromptDraft> {
    const drafts = { ...this.state.drafts };
    for (const t of TOOL_NAMES) {
      if (drafts[t].demonstrations.some((d) => d.autoOff)) {
        drafts[t] = { ...drafts[t], demonstrations: drafts[t].demonstrations.map((d) => (d.autoOff ? { ...d, enabled: true, autoOff: false } : d)) };
      }
    }
    return drafts;
  }

  usePreset(index: number): void {
    const p = PRESETS[index];
    if (p) this.set({ tool: p.tool, sentence: p.text });
  }

  /** The learner's edit of P(x). Switching a demonstration by hand stops the automatic fitting. */
  setDraft(draft: PromptDraft, byHand = true): void {
    const switched = draft.demonstrations.some((d, j) => d.enabled !== this.state.drafts[this.state.tool].demonstrations[j]?.enabled);
    const demonstrations = switched && byHand ? draft.demonstrations.map((d) => ({ ...d, autoOff: false })) : draft.demonstrations;
    this.update({ drafts: { ...this.state.drafts, [this.state.tool]: { ...draft, demonstrations } }, ...(switched && byHand ? { fitPrompt: false } : {}) });
  }

  resetDraft(): void {
    this.update({ drafts: { ...this.state.drafts, [this.state.tool]: defaultDraft(this.state.tool) }, fitPrompt: true });
  }

  /** Leaves out the last demonstration still in P(x), when fitting is on and one would remain. */
  private fitPromptOnce(): boolean {
    const s = this.state;
    const draft = s.drafts[s.tool];
    const on = draft.demonstrations.flatMap((d, j) => (d.enabled ? [j] : []));
    if (!s.fitPrompt || on.length <= 1) return false;
    const last = on[on.length - 1]!;
    this.setDraft({ ...draft, demonstrations: draft.demonstrations.map((d, j) => (j === last ? { ...d, enabled: false, autoOff: true } : d)) }, false);
    return true;
  }

  /** Adds or removes a position by hand. */
  togglePosition(index: number): void {
    const selected = selectedPositions(this.state).includes(index);
    const s = this.state;
    if (selected) this.update({ added: s.added.filter((i) => i !== index), removed: [...s.removed, index] });
    else this.update({ added: [...s.added, index], removed: s.removed.filter((i) => i !== index) });
  }

  /** The paper's settings for the current tool (core/paper-settings.ts). */
  usePaperSettings(): void {
    this.set(paperSettings(this.state.tool));
  }

  /**
   * The learner's own call, written like `Calendar()` or `Calculator(18 / 24)`, before
   * token `position`. Returns an error message, or null when added.
   */
  addCustomCall(written: string, position: number): string | null {
    const x = this.state.tokens.value?.x;
    if (!x) return 'the sentence is not tokenized yet';
    if (!Number.isInteger(position) || position < 0 || position >= x.ids.length) return 'choose where the call goes';
    const trimmed = written.trim();
    if (!trimmed) return 'write a call, e.g. Calendar() or Calculator(18 / 24)';
    const parsed = parseCalls(` [${trimmed.replace(/^\[|\]$/g, '')}]`, tools);
    const found = parsed.calls[0];
    if (!found || parsed.malformed.length || parsed.calls.length !== 1) return parsed.malformed[0]?.message ?? `"${trimmed}" is not a call like Calculator(18 / 24)`;
    const call = { tool: found.tool, input: found.input };
    if (this.state.custom.some((c) => c.position === position && c.call.tool === call.tool && c.call.input === call.input)) return 'that call is already there';
    this.update({ custom: [...this.state.custom, { id: this.nextCustom++, position, call }] });
    return null;
  }

  /** Token index of the first occurrence of `words` (the CLI's --at), or null. */
  positionOfWords(words: string): number | null {
    const x = this.state.tokens.value?.x;
    if (!x || !words) return null;
    try {
      return positionOf(x, words);
    } catch {
      return null;
    }
  }

  removeCustomCall(id: number): void {
    this.update({ custom: this.state.custom.filter((c) => c.id !== id) });
  }

  forgetCollected(text: string): void {
    const collected = { ...this.state.collected };
    delete collected[text];
    this.update({ collected });
  }

  /** Starts both decoding runs (cancelling any still going). */
  runDecoding(): void {
    this.pending.runTools?.cancel();
    this.pending.runPlain?.cancel();
    const s = this.state;
    const prompt = decodePrompt(s);
    const model = this.decodingModel;
    const plainModel = s.compare === 'control' && s.models.includes('control') ? 'control' : model;
    const base = { prompt, k: s.decodeK, maxCalls: s.maxCalls, maxNewTokens: s.maxNewTokens, stopAtNewline: true, now: s.now };
    if (!prompt.trim()) {
      const error: LabError = { kind: 'failed', message: 'Type a text to continue.' };
      this.update({ runs: { tools: { ...emptyRun(model, false), status: 'error', error }, plain: { ...emptyRun(plainModel, true), status: 'error', error } } });
      return;
    }
    const start = (which: 'tools' | 'plain', m: string, disableTools: boolean) => {
      const run: DecodeRun = { ...emptyRun(m, disableTools), status: 'running' };
      const pending = this.client.request({ type: 'generate', model: m, ...base, disableTools }, (event) => {
        const current = this.state.runs[which];
        this.state = { ...this.state, runs: { ...this.state.runs, [which]: { ...current, events: [...current.events, event] } } };
        this.changed();
      });
      this.pending[which === 'tools' ? 'runTools' : 'runPlain'] = pending;
      pending.promise.then(
        (result) => this.setRun(which, pending.id, { status: 'done', result }),
        (e: unknown) => this.setRun(which, pending.id, { status: 'error', error: labError(e) }),
      );
      return run;
    };
    this.state = { ...this.state, runs: { tools: start('tools', model, false), plain: start('plain', plainModel, true) } };
    this.changed();
  }

  private setRun(which: 'tools' | 'plain', id: number, patch: Partial<DecodeRun>): void {
    const pending = this.pending[which === 'tools' ? 'runTools' : 'runPlain'];
    if (pending?.id !== id || patch.error?.kind === 'cancelled') return;
    this.state = { ...this.state, runs: { ...this.state.runs, [which]: { ...this.state.runs[which], ...patch } } };
    this.changed();
  }

  private ensureDecoding(): void {
    if (this.state.runs.tools.status === 'idle') this.runDecoding();
  }

  // ----- the pipeline ------------------------------------------------------------------

  private async discoverModels(): Promise<void> {
    try {
      const response = await fetch(`${import.meta.env.BASE_URL}models/index.json`);
      const index = (await response.json()) as { models?: unknown };
      const models = Array.isArray(index.models) ? index.models.filter((m): m is string => typeof m === 'string') : [];
      this.update({ models });
    } catch {
      // Without an index the lab still asks for base and toolformer by name.
    }
  }

  /** Starts whatever is out of date, in pipeline order. */
  private pump(): void {
    const s = this.state;
    // The sweeps need no work of the lab's own; it picks up where it was on the way back.
    if (s.view === 'sweep') return;
    const textKey = JSON.stringify([s.sentence, s.tool, this.template]);
    if (textKey !== this.keys.text) {
      this.keys.text = textKey;
      this.cancel('tokens', 'scan', 'sample', 'score');
      this.keys.sample = this.keys.exec = this.keys.score = '';
      clearTimeout(this.timer);
      if (s.sentence.trim() === '') {
        this.state = { ...this.state, tokens: idle(), scan: idle(), sampling: idle(), executions: idle(), scoring: idle() };
        return;
      }
      this.state = { ...this.state, tokens: { status: 'running' }, scan: { status: 'running' }, sampling: idle(), executions: idle(), scoring: idle() };
      this.timer = setTimeout(() => this.startScan(textKey), DEBOUNCE_MS);
      return;
    }
    this.placeWanted();
    this.pumpSampling();
    this.pumpExecutions();
    this.pumpScoring();
  }

  private startScan(textKey: string): void {
    if (textKey !== this.keys.text) return;
    const s = this.state;
    const tokens = this.client.request({ type: 'tokenize', model: BASE_MODEL, text: s.sentence });
    this.pending.tokens = tokens;
    tokens.promise.then(
      (value) => {
        if (textKey !== this.keys.text) return;
        const need = value.x.ids.length + 1;
        const tokensStep: Step<TokenizeResult> =
          need > value.contextSize
            ? { status: 'error', value, error: { kind: 'context-overflow', message: `the sentence needs ${need} tokens, but the model reads at most ${value.contextSize}`, length: need, contextSize: value.contextSize } }
            : { status: 'done', value };
        this.state = { ...this.state, tokens: tokensStep };
        this.pump();
        this.changed();
      },
      (e: unknown) => this.fail(textKey, 'tokens', e),
    );
    const scan = this.client.request({ type: 'positions', model: BASE_MODEL, prompt: this.template, text: s.sentence });
    this.pending.scan = scan;
    scan.promise.then(
      (value) => {
        if (textKey !== this.keys.text) return;
        this.state = { ...this.state, scan: { status: 'done', value } };
        this.pump();
        this.changed();
      },
      (e: unknown) => this.fail(textKey, 'scan', e),
    );
  }

  private fail(textKey: string, step: 'tokens' | 'scan', e: unknown): void {
    const error = labError(e);
    if (textKey !== this.keys.text || error.kind === 'cancelled') return;
    // P(x) + x too long: leave a demonstration out and try again (said in stages 1 and 2).
    if (step === 'scan' && error.kind === 'context-overflow' && this.state.tokens.status !== 'error' && this.fitPromptOnce()) return;
    this.state = { ...this.state, [step]: { status: 'error', error } };
    this.pump();
    this.changed();
  }

  private pumpSampling(): void {
    const s = this.state;
    if (s.scan.status !== 'done') {
      if (s.scan.status === 'error' && s.sampling.status !== 'idle') this.state = { ...this.state, sampling: idle() };
      return;
    }
    const positions = selectedPositions(s);
    const key = JSON.stringify([this.keys.text, positions, s.m, s.seed]);
    if (key === this.keys.sample) return;
    this.keys.sample = key;
    this.cancel('sample');
    if (positions.length === 0 || s.m <= 0) {
      this.state = { ...this.state, sampling: { status: 'done', value: { samples: [], ms: 0 } } };
      return;
    }
    this.state = { ...this.state, sampling: { status: 'running' } };
    const pending = this.client.request({ type: 'sample', model: BASE_MODEL, tool: s.tool, prompt: this.template, text: s.sentence, positions, m: s.m, seed: s.seed });
    this.pending.sample = pending;
    pending.promise.then(
      (value) => {
        if (key !== this.keys.sample) return;
        this.state = { ...this.state, sampling: { status: 'done', value } };
        this.pump();
        this.changed();
      },
      (e: unknown) => {
        const error = labError(e);
        if (key !== this.keys.sample || error.kind === 'cancelled') return;
        this.state = { ...this.state, sampling: { status: 'error', error } };
        this.pump();
        this.changed();
      },
    );
  }

  /** The distinct calls to run: sampled ones of this tool, then the learner's. */
  private calls(): Omit<Execution, 'outcome'>[] {
    const s = this.state;
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
    const s = this.state;
    if (s.tokens.status !== 'done' || s.sampling.status === 'running' || (s.scan.status === 'running')) return;
    const calls = this.calls();
    const key = JSON.stringify([this.keys.text, calls, s.now]);
    if (key === this.keys.exec) return;
    this.keys.exec = key;
    const generation = ++this.execGeneration;
    this.state = { ...this.state, executions: { status: 'running', value: s.executions.value } };
    const now = new Date(`${s.now}T00:00:00Z`);
    // Tools run here, on the page: they are small pure functions with a time limit.
    void Promise.all(calls.map(async (c) => ({ ...c, outcome: await runTool(c.call.tool, c.call.input, { now: Number.isNaN(now.getTime()) ? undefined : now }) }))).then((value) => {
      if (generation !== this.execGeneration) return;
      this.state = { ...this.state, executions: { status: 'done', value } };
      this.pump();
      this.changed();
    });
  }

  private pumpScoring(): void {
    const s = this.state;
    if (s.executions.status !== 'done' || s.tokens.status !== 'done') return;
    const candidates: Candidate[] = (s.executions.value ?? []).map((e) =>
      e.outcome.ok ? { position: e.position, call: e.call, result: e.outcome.result } : { position: e.position, call: e.call, result: null, reason: e.outcome.reason },
    );
    const key = JSON.stringify([this.keys.text, candidates, s.placement]);
    if (key === this.keys.score) return;
    this.keys.score = key;
    this.cancel('score');
    if (candidates.length === 0) {
      this.state = { ...this.state, scoring: { status: 'done', value: { scored: [], ms: 0 } } };
      this.collect();
      return;
    }
    this.state = { ...this.state, scoring: { status: 'running', value: s.scoring.value } };
    const pending = this.client.request({ type: 'score', model: BASE_MODEL, text: s.sentence, candidates, placement: s.placement, tauF: s.tauF });
    this.pending.score = pending;
    pending.promise.then(
      (value) => {
        if (key !== this.keys.score) return;
        this.state = { ...this.state, scoring: { status: 'done', value } };
        this.collect();
        this.changed();
      },
      (e: unknown) => {
        const error = labError(e);
        if (key !== this.keys.score || error.kind === 'cancelled') return;
        this.state = { ...this.state, scoring: { status: 'error', error } };
        this.changed();
      },
    );
  }

  /** Keeps this text's kept calls (this tool) in the session's C*, at the current τf. */
  collect(): void {
    const s = this.state;
    if (s.scoring.status !== 'done' || !s.sentence.trim()) return;
    const kept = keptCalls(s);
    const entry = { ...(s.collected[s.sentence] ?? {}), [s.tool]: kept };
    const collected = { ...s.collected, [s.sentence]: entry };
    if (Object.values(entry).every((c) => !c || c.length === 0)) delete collected[s.sentence];
    this.state = { ...this.state, collected };
  }

  private cancel(...which: ('tokens' | 'scan' | 'sample' | 'score')[]): void {
    for (const w of which) {
      this.pending[w]?.cancel();
      delete this.pending[w];
    }
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

/** Words for an error, said where the learner is looking. */
export function describeError(error: LabError, what = 'this step'): string {
  switch (error.kind) {
    case 'context-overflow':
      return `Too long: ${what} needs ${error.length} tokens, but the model reads at most ${error.contextSize}. Nothing was cut off; shorten the text.`;
    case 'load-failed':
      return `The model “${error.model}” did not load: ${error.message}`;
    case 'cancelled':
      return 'Stopped.';
    case 'failed':
      return error.message;
  }
}
