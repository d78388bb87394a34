/**
 * The lab's shareable state in the URL: every setting is a query parameter,
 * so a teacher's link opens exactly that state (tensorflow/playground's habit).
 *
 *   ?lesson=bottle-price&step=4&stage=5&tool=Calculator&text=…&tauS=0.05&k=5&m=5
 *    &seed=42&tauF=1&placement=prefix&now=2023-01-30&decodeK=10&model=base
 *    &view=sweep&presenter=1&hide=sentence,presets&backend=wasm
 *
 * Old links (?stage=…&tool=…&text=…&backend=…) read as before. Nonsense is ignored.
 */
import type { BackendChoice } from '../worker/protocol.ts';
import { type Lab, type LabOptions, type LabState, type StageNumber } from './lab.ts';
import { lessonById } from './lesson.ts';
import { TOOL_NAMES, type ToolName } from './presets.ts';

export type UrlState = LabOptions;

/** Controls a link can hide (`hide=a,b`): each names a control, or a group of them. */
export const HIDEABLE = ['sentence', 'tool', 'presets', 'rail', 'classroom', 'tauS', 'k', 'm', 'seed', 'now', 'tauF', 'placement', 'decode', 'lesson-nav'] as const;

/** A finite number in [lo, hi], else undefined. */
function number(q: URLSearchParams, name: string, lo: number, hi: number, integer = false): number | undefined {
  const raw = q.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < lo || v > hi || (integer && !Number.isInteger(v))) return undefined;
  return v;
}

export function readUrl(search: string): UrlState {
  const q = new URLSearchParams(search);
  const backend = q.get('backend');
  const stage = number(q, 'stage', 1, 7, true);
  const tool = q.get('tool');
  const text = q.get('text');
  const lesson = q.get('lesson');
  const placement = q.get('placement');
  const now = q.get('now');
  const model = q.get('model');
  const view = q.get('view');
  const presenter = q.get('presenter');
  const hide = (q.get('hide') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => (HIDEABLE as readonly string[]).includes(h));
  const settings = {
    tauS: number(q, 'tauS', 0, 1),
    k: number(q, 'k', 1, 50, true),
    m: number(q, 'm', 1, 20, true),
    seed: number(q, 'seed', 0, 2 ** 31, true),
    tauF: number(q, 'tauF', -10, 10),
    decodeK: number(q, 'decodeK', 1, 50, true),
    step: number(q, 'step', 0, 100, true),
  };
  return {
    backend: backend === 'wasm' || backend === 'webgpu' ? backend : 'auto',
    ...(stage !== undefined ? { stage: stage as StageNumber } : {}),
    ...(tool && (TOOL_NAMES as readonly string[]).includes(tool) ? { tool: tool as ToolName } : {}),
    ...(text !== null ? { sentence: text } : {}),
    ...(lesson && lessonById(lesson) ? { lesson } : {}),
    ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
    ...(placement === 'prefix' || placement === 'inline' ? { placement } : {}),
    ...(now && /^\d{4}-\d{2}-\d{2}$/.test(now) && !Number.isNaN(new Date(`${now}T00:00:00Z`).getTime()) ? { now } : {}),
    ...(model && /^[A-Za-z0-9_-]{1,64}$/.test(model) ? { model } : {}),
    ...(view === 'sweep' ? { view: 'sweep' as const } : {}),
    ...(presenter === '1' || presenter === 'true' ? { presenter: true } : {}),
    ...(hide.length ? { hidden: hide } : {}),
  };
}

/** The query string for a state: every setting, then presenter mode and hidden controls when set. */
export function writeUrl(s: LabState, backend: BackendChoice): string {
  const q = new URLSearchParams();
  if (backend !== 'auto') q.set('backend', backend);
  if (s.view === 'sweep') q.set('view', 'sweep');
  if (s.lesson) {
    q.set('lesson', s.lesson.id);
    q.set('step', String(s.lesson.step));
  }
  q.set('stage', String(s.stage));
  q.set('tool', s.tool);
  q.set('text', s.sentence);
  const settings: [string, number | string][] = [
    ['tauS', s.tauS],
    ['k', s.k],
    ['m', s.m],
    ['seed', s.seed],
    ['tauF', s.tauF],
    ['placement', s.placement],
    ['now', s.now],
    ['decodeK', s.decode.k],
  ];
  // Every setting, defaults too: a link keeps its meaning if a later version changes a default.
  for (const [name, value] of settings) q.set(name, String(value));
  if (s.decode.model) q.set('model', s.decode.model);
  if (s.ui.presenter) q.set('presenter', '1');
  if (s.ui.hidden.length) q.set('hide', s.ui.hidden.join(','));
  return `?${q.toString()}`;
}

/** Mirrors the state into the address bar (replaceState: no history spam). */
export function mirrorToUrl(lab: Lab, backend: BackendChoice): void {
  let last = '';
  lab.addEventListener('change', () => {
    const next = writeUrl(lab.state, backend);
    if (next !== last && next !== location.search) history.replaceState(null, '', next);
    last = next;
  });
}
