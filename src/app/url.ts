/**
 * The lab in its link (tensorflow/playground's habit): a teacher's link opens exactly
 * the lab it was copied from. A link holds a lesson step, the settings that differ from
 * that step's (or from the defaults: app/settings.ts, τs k m τf the paper's for the tool),
 * and what the learner made:
 *
 *   ?lesson=bottle-price&step=4&tauF=0.5        a lesson step, τf moved
 *   &call=12:Calculator(18 / 24)                a call written in Stage 4, before token 12
 *   &add=3,9&drop=5                             positions picked and unpicked by hand
 *   &px.Calculator={…}&fit=0                    P(x) as edited; demonstrations switched by hand
 *   &hide=sentence,presets&backend=wasm         controls hidden; the backend
 *
 * Only what differs is written, so a link follows a lesson or a default that changes
 * later. Going to a stage, a lesson step or a view is a history entry (back returns);
 * moving a slider replaces the current one. Nonsense in a link is ignored.
 */
import { callBody } from '../core/syntax.ts';
import { tools } from '../tools/registry.ts';
import type { BackendChoice } from '../worker/protocol.ts';
import type { Lab, LabState, Link } from './lab.ts';
import { actionAt, lessonById, lessonSettings } from './lesson.ts';
import { TOOL_NAMES, type ToolName } from './presets.ts';
import { defaultDraft, type PromptDraft } from './prompt-draft.ts';
import { defaultSettings, formatSetting, HIDEABLE, parseSetting, SETTING_KEYS, SETTINGS, type Settings } from './settings.ts';

export { HIDEABLE };

const positionsIn = (raw: string | null) => (raw ?? '').split(',').filter((p) => /^\d{1,4}$/.test(p)).map(Number);

/** A draft from a link, or undefined when it is not one. */
function draftFrom(raw: string): PromptDraft | undefined {
  try {
    const d = JSON.parse(raw) as { instruction?: unknown; demonstrations?: unknown };
    if (typeof d.instruction !== 'string' || !Array.isArray(d.demonstrations)) return undefined;
    const demonstrations = d.demonstrations.flatMap((x: { input?: unknown; output?: unknown; enabled?: unknown }) =>
      typeof x?.input === 'string' && typeof x.output === 'string' ? [{ input: x.input, output: x.output, enabled: x.enabled !== false }] : [],
    );
    return { instruction: d.instruction, demonstrations };
  } catch {
    return undefined;
  }
}

/** The learner's side of a draft: what is written and what they switched off (the lab's own fitting is not theirs). */
function draftKey(d: PromptDraft): string {
  return JSON.stringify({ instruction: d.instruction, demonstrations: d.demonstrations.map((x) => ({ input: x.input, output: x.output, enabled: x.enabled || !!x.autoOff })) });
}
const SHIPPED_DRAFTS = Object.fromEntries(TOOL_NAMES.map((t) => [t, draftKey(defaultDraft(t))])) as Record<ToolName, string>;

export function readUrl(search: string): Link {
  const q = new URLSearchParams(search);
  const backend = q.get('backend');
  const settings: Partial<Settings> = {};
  for (const key of SETTING_KEYS) {
    const raw = q.get(SETTINGS[key].url);
    const value = raw === null ? undefined : parseSetting(key, raw);
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  const lesson = lessonById(q.get('lesson'));
  const step = Number(q.get('step') ?? 0);
  const calls = q.getAll('call').flatMap((c) => {
    const m = /^(\d{1,4}):(.+)$/s.exec(c);
    return m ? [{ position: Number(m[1]), call: m[2]! }] : [];
  });
  const drafts: Partial<Record<ToolName, PromptDraft>> = {};
  for (const t of TOOL_NAMES) {
    const raw = q.get(`px.${t}`);
    const d = raw === null ? undefined : draftFrom(raw);
    if (d) drafts[t] = d;
  }
  const hidden = (q.get('hide') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => HIDEABLE.includes(h));
  const added = positionsIn(q.get('add'));
  const removed = positionsIn(q.get('drop'));
  return {
    backend: backend === 'wasm' || backend === 'webgpu' ? backend : 'auto',
    settings,
    ...(lesson ? { lesson: { id: lesson.id, step: Number.isInteger(step) && step >= 0 ? step : 0 } } : {}),
    // `call=` alone: none (a lesson step's calls were removed).
    ...(q.has('call') ? { calls } : {}),
    ...(added.length ? { added } : {}),
    ...(removed.length ? { removed } : {}),
    ...(Object.keys(drafts).length ? { drafts } : {}),
    ...(q.get('fit') === '0' ? { fitPrompt: false } : {}),
    ...(hidden.length ? { hidden } : {}),
  };
}

/**
 * The link for the lab's state: what differs from the lesson step's lab (or the defaults).
 * `positionOf` finds a lesson's "before these words" in the sentence (the lab's tokens).
 */
export function writeUrl(s: LabState, backend: BackendChoice, positionOf: (words: string) => number | null = () => null): string {
  const q = new URLSearchParams();
  if (backend !== 'auto') q.set('backend', backend);
  const lesson = lessonById(s.lesson?.id);
  const action = lesson && s.lesson ? actionAt(lesson, s.lesson.step) : undefined;
  // τs, k, m and τf are the paper's for the tool in use, unless a lesson step sets them.
  const baseline = { ...defaultSettings(s.tool), ...(action ? lessonSettings(action) : {}) };
  if (lesson && s.lesson) {
    q.set('lesson', lesson.id);
    q.set('step', String(s.lesson.step));
  }
  for (const key of SETTING_KEYS) if (s[key] !== baseline[key]) q.set(SETTINGS[key].url, formatSetting(key, s[key] as never));
  // The learner's calls, when they are not the ones the lesson step writes in.
  const mine = s.custom.map((c) => `${c.position}:${callBody(c.call, tools)}`).sort();
  const steps = (action?.calls ?? []).map((c) => `${positionOf(c.at) ?? -1}:${c.call}`).sort();
  if (mine.join('\n') !== steps.join('\n')) {
    if (mine.length) for (const c of mine) q.append('call', c);
    else q.set('call', '');
  }
  if (s.added.length) q.set('add', s.added.join(','));
  if (s.removed.length) q.set('drop', s.removed.join(','));
  for (const t of TOOL_NAMES) {
    const key = draftKey(s.drafts[t]);
    if (key !== SHIPPED_DRAFTS[t]) q.set(`px.${t}`, key);
  }
  if (!s.fitPrompt) q.set('fit', '0');
  if (s.hidden.length) q.set('hide', s.hidden.join(','));
  const out = q.toString();
  return out ? `?${out}` : '';
}

/** Is going from `a` to `b` a place to come back to (a stage, a view, a lesson step), rather than a tweak? */
function navigated(a: LabState, b: LabState): boolean {
  return SETTING_KEYS.some((k) => SETTINGS[k].navigates && a[k] !== b[k]) || a.lesson?.id !== b.lesson?.id || a.lesson?.step !== b.lesson?.step;
}

/** What a link is written from (the state is replaced, never changed in place, so `===` tells). */
const linkInputs = (s: LabState): unknown[] => [...SETTING_KEYS.map((k) => s[k]), s.lesson, s.custom, s.added, s.removed, s.drafts, s.fitPrompt, s.hidden, s.tokens];

/** Mirrors the lab into the address bar, and back: the browser's back and forward buttons restore the lab. */
export function mirrorToUrl(lab: Lab, backend: BackendChoice): void {
  const write = () => writeUrl(lab.state, backend, (w) => lab.positionOfWords(w));
  let last = location.search;
  let shown = lab.state;
  let written: unknown[] = [];
  let restoring = false;
  lab.addEventListener('change', () => {
    // Calls still waiting for the sentence's tokens are not written yet: the link keeps them until they are.
    if (restoring || lab.placing) return;
    // Most changes (a decoding event per token, a scan's result) touch nothing a link holds.
    const inputs = linkInputs(lab.state);
    if (inputs.length === written.length && inputs.every((v, j) => v === written[j])) return;
    written = inputs;
    const next = write();
    if (next !== last) {
      const url = `${location.pathname}${next}${location.hash}`;
      if (navigated(shown, lab.state)) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
      last = next;
    }
    shown = lab.state;
  });
  addEventListener('popstate', () => {
    restoring = true;
    lab.restore(readUrl(location.search));
    restoring = false;
    written = linkInputs(lab.state);
    last = location.search;
    shown = lab.state;
  });
}
