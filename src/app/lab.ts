/**
 * The lab: its state (app/state.ts) and the actions components call. Settings change
 * through `set` (app/settings.ts holds their table); the work they set off is done by
 * the lab's parts: the stage scheduler (the pipeline in the worker, app/scheduler.ts),
 * the classroom's runs (claims and sweeps, app/classroom-runs.ts) and Stage 7's
 * decoding runs (app/decoding-runs.ts). What the state implies is in app/derived.ts.
 *
 * No method is computed here: positions come from core/selectPositions, the losses from
 * pipeline/scoreCandidates (in the worker), verdicts from core/filterCall, C* from
 * core/augmentText.
 */
import { paperSettings } from '../core/paper-settings.ts';
import { parseCalls } from '../core/syntax.ts';
import { positionOf } from '../pipeline/text.ts';
import { tools } from '../tools/registry.ts';
import { ClassroomRuns } from './classroom-runs.ts';
import { ModelClient } from './client.ts';
import { CorpusRun } from './corpus-run.ts';
import { DecodingRuns } from './decoding-runs.ts';
import { selectedPositions } from './derived.ts';
import { actionAt, lessonById, lessonSettings } from './lesson.ts';
import { PRESETS, TOOL_NAMES, type ToolName } from './presets.ts';
import { composePrompt, defaultDraft, type PromptDraft } from './prompt-draft.ts';
import { StageScheduler } from './scheduler.ts';
import { defaultSettings, onPaperSettings, PAPER_KEYS, valid, type SettingKey, type Settings } from './settings.ts';
import { BASE_MODEL, emptyRun, idle, type LabHost, type LabState, type Link, type WantedCall } from './state.ts';

export type { LabState, Link } from './state.ts';

/** Changing these unpicks hand-picked positions: they were picked against the automatic choice at this text, tool, τs and k. */
const RESELECT: readonly SettingKey[] = ['sentence', 'tool', 'tauS', 'k'];

const defaultDrafts = () => Object.fromEntries(TOOL_NAMES.map((t) => [t, defaultDraft(t)])) as Record<ToolName, PromptDraft>;

export class Lab extends EventTarget {
  readonly client: ModelClient;
  /** Stage 6's annotation of a whole corpus, with its own state (app/corpus-run.ts). */
  readonly corpusRun: CorpusRun;
  state: LabState;
  private nextCustom = 1;
  /** Calls a lesson step or a link writes in, placed once the sentence is tokenized. */
  private wanted: WantedCall[] = [];
  private readonly scheduler: StageScheduler;
  /** The classroom's model work: claims, the τ sweeps, the k sweep. */
  readonly classroom: ClassroomRuns;
  /** Stage 7's two runs. */
  readonly decoding: DecodingRuns;

  constructor(link: Link) {
    super();
    this.client = new ModelClient(link.backend);
    this.corpusRun = new CorpusRun(this.client, BASE_MODEL);
    // The parts share the state through this host; components never get it.
    const lab = this;
    const host: LabHost = {
      get state() {
        return lab.state;
      },
      set state(s) {
        lab.state = s;
      },
      client: this.client,
      patch: (p) => this.update(p),
      changed: () => this.changed(),
    };
    this.scheduler = new StageScheduler(host, { template: () => this.template, fitPrompt: () => this.fitPromptOnce(), place: () => this.placeWanted() });
    this.classroom = new ClassroomRuns(host);
    this.decoding = new DecodingRuns(host);
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
    let step: Partial<Settings> = {};
    let wanted: WantedCall[] = [];
    let at: LabState['lesson'] = null;
    if (lesson) {
      at = { id: lesson.id, step: Math.min(Math.max(0, link.lesson!.step), lesson.steps.length) };
      const action = actionAt(lesson, at.step);
      step = lessonSettings(action);
      wanted = action.calls ?? [];
    }
    // The paper's τs, k, m, τf for the tool the lab opens on (as app/url.ts writes links); readUrl kept only values each row accepts.
    const settings: Settings = { ...defaultSettings(link.settings.tool ?? step.tool), ...step, ...link.settings };
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
    this.scheduler.pump();
    if (this.state.lesson && this.state.claims.status === 'idle') this.classroom.scoreClaims();
    if (this.state.view === 'sweep') this.classroom.sweep();
    if (this.state.stage === 7) queueMicrotask(() => this.decoding.ensure());
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
    this.scheduler.pump();
    this.changed();
    if (fresh || this.state.claims.status === 'error') this.classroom.scoreClaims();
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

  // ----- actions -------------------------------------------------------------------

  private update(patch: Partial<LabState>): void {
    this.state = { ...this.state, ...patch };
    this.scheduler.pump();
    this.changed();
  }

  /**
   * Sets settings, each held to its row of app/settings.ts (a value it cannot take is
   * ignored), with what follows from them: a new text or tool unpicks hand-picked positions
   * (so do τs and k), a new text drops the learner's calls and decoding's own prompt.
   */
  set(patch: Partial<Settings>): void {
    const s = this.state;
    // A new tool brings its paper settings, unless the learner had moved off the old tool's or sets them here.
    if (patch.tool && patch.tool !== s.tool && onPaperSettings(s) && PAPER_KEYS.every((k) => patch[k] === undefined)) patch = { ...paperSettings(patch.tool), ...patch };
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
    if (keys.includes('tauF')) this.scheduler.collect();
    this.scheduler.pump();
    this.changed();
    if (keys.includes('view')) {
      if (this.state.view === 'sweep') this.classroom.sweep();
      else this.classroom.leaveKSweep();
    }
    if (this.state.stage === 7 && this.state.view === 'lab' && (keys.includes('stage') || keys.includes('view'))) this.decoding.ensure();
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

  // ----- the models ------------------------------------------------------------------

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

  private changed(): void {
    const s = this.state;
    if (s.stage === 7 && s.view === 'lab') this.decoding.follow();
    this.dispatchEvent(new Event('change'));
  }
}

