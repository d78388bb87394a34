/**
 * The lab's settings, one row each (tensorflow/playground's `PROPS` habit): type,
 * default, range, URL key, whether a link may hide its control, whether a lesson
 * step may set it, its label, and the words the lesson player uses for it. The
 * state's type, the link (app/url.ts), lesson actions (app/lesson.ts), the controls'
 * ranges and the player's descriptions are all read from here, so adding a setting
 * is one row plus the control that shows it.
 */
import { paperSettings, type PaperSettings } from '../core/paper-settings.ts';
import type { Placement } from '../core/placement.ts';
import { parseDay } from '../tools/calendar.ts';
import { PRESETS, TOOL_NAMES, type ToolName } from './presets.ts';
import { msg, str } from '@lit/localize';
import { STAGES, type StageNumber } from './stages.ts';
import { allLocales, sourceLocale } from '../i18n/locale-codes.ts';

interface RowBase<T> {
  default: T;
  /** The query parameter in a link. */
  url: string;
  /** For people: the control's label. */
  label: string;
  /** A link may hide its control (`hide=`), under this name. */
  hideable?: string;
  /** A lesson step may set it; `describe` says what the step does, for the lesson player. */
  lesson?: boolean;
  describe?: (value: T) => string;
  /** Changing it is a place to go back to (a history entry), not a tweak. */
  navigates?: boolean;
}
/** A number in [min, max], a multiple of `step` when `step` is an integer. */
export interface NumberRow extends RowBase<number> {
  type: 'number';
  min: number;
  max: number;
  step: number;
}
export interface ChoiceRow<T extends string> extends RowBase<T> {
  type: 'choice';
  values: readonly T[];
}
/** Free text (`valid` may refuse some); `null` default: unset unless someone sets it. */
export interface TextRow<T extends string | null> extends RowBase<T> {
  type: 'text';
  valid?: (raw: string) => boolean;
}
export interface FlagRow extends RowBase<boolean> {
  type: 'flag';
}
export type Row = NumberRow | ChoiceRow<string> | TextRow<string | null> | FlagRow;

const isDate = (raw: string) => parseDay(raw) !== undefined;
/** The paper's settings for the tool the lab opens on: the rows' defaults (defaultSettings gives another tool's). */
const OPENING = paperSettings(PRESETS[0]!.tool);

/** Every setting's value (the table below must have one row for each, of its type). */
export interface Settings {
  /** The lab's language (the models read English whatever it is). */
  lang: (typeof allLocales)[number];
  view: 'lab' | 'sweep' | 'models' | 'paper';
  stage: StageNumber;
  tool: ToolName;
  sentence: string;
  /** The document's date, ISO: the Calendar's "today". */
  now: string;
  tauS: number;
  k: number;
  m: number;
  seed: number;
  tauF: number;
  placement: Placement;
  /** The text decoding starts from (null: the sentence, cut where its first call stands). */
  decodePrompt: string | null;
  decodeK: number;
  maxCalls: number;
  maxNewTokens: number;
  compare: 'disabled' | 'control';
  /** The decoding model a link asked for (null: toolformer when there is one, else base). */
  model: string | null;
  sweepTab: 'tauF' | 'tauS' | 'k';
  presenter: boolean;
}
export type SettingKey = keyof Settings;

type RowOf<T> = [T] extends [number] ? NumberRow : [T] extends [boolean] ? FlagRow : [T] extends [string] ? (string extends T ? TextRow<T> : ChoiceRow<T & string> | TextRow<T>) : TextRow<T & (string | null)>;

export const SETTINGS: { readonly [K in SettingKey]: RowOf<Settings[K]> } = {
  lang: { type: 'choice', values: allLocales, default: sourceLocale, url: 'lang', label: 'language' },
  view: { type: 'choice', values: ['lab', 'sweep', 'models', 'paper'], default: 'lab', url: 'view', label: 'view', navigates: true },
  stage: { type: 'number', min: 1, max: 7, step: 1, default: 1, url: 'stage', label: 'stage', lesson: true, navigates: true, describe: (v) => msg(str`opens Stage ${v}, ${STAGES.find((s) => s.n === v)?.title ?? ''}`) },
  tool: { type: 'choice', values: TOOL_NAMES, default: PRESETS[0]!.tool, url: 'tool', label: 'tool', hideable: 'tool', lesson: true, describe: (v) => msg(str`picks the ${v} tool`) },
  sentence: { type: 'text', default: PRESETS[0]!.text, url: 'text', label: 'sentence', hideable: 'sentence', lesson: true, describe: () => msg('sets the sentence') },
  now: { type: 'text', valid: isDate, default: '2023-01-30', url: 'now', label: 'the document’s date', hideable: 'now', lesson: true, describe: (v) => msg(str`dates the document ${v}`) },
  tauS: { type: 'number', min: 0, max: 0.5, step: 0.005, default: OPENING.tauS, url: 'tauS', label: 'τs', hideable: 'tauS', lesson: true, describe: (v) => msg(str`sets τs to ${v}`) },
  k: { type: 'number', min: 1, max: 20, step: 1, default: OPENING.k, url: 'k', label: 'k', hideable: 'k', lesson: true, describe: (v) => msg(str`keeps at most k = ${v} positions`) },
  m: { type: 'number', min: 1, max: 10, step: 1, default: OPENING.m, url: 'm', label: 'm', hideable: 'm', lesson: true, describe: (v) => msg(str`samples m = ${v} calls per position`) },
  seed: { type: 'number', min: 0, max: 2 ** 31, step: 1, default: 42, url: 'seed', label: 'seed', hideable: 'seed', lesson: true, describe: (v) => msg(str`uses seed ${v}`) },
  tauF: { type: 'number', min: -1, max: 3, step: 0.01, default: OPENING.tauF, url: 'tauF', label: 'τf', hideable: 'tauF', lesson: true, describe: (v) => msg(str`sets τf to ${v}`) },
  placement: {
    type: 'choice', values: ['prefix', 'inline'], default: 'prefix', url: 'placement', label: 'placement', hideable: 'placement', lesson: true,
    describe: (v) => (v === 'prefix' ? msg('writes calls in front of the text while scoring') : msg('writes calls inline while scoring')),
  },
  decodePrompt: { type: 'text', default: null, url: 'from', label: 'decode from', hideable: 'decode', lesson: true, describe: (v) => msg(str`decodes from “${v}”`) },
  decodeK: { type: 'number', min: 1, max: 20, step: 1, default: 10, url: 'decodeK', label: 'k', hideable: 'decode', lesson: true, describe: (v) => msg(str`starts calls when <API> is in the top ${v}`) },
  maxCalls: { type: 'number', min: 0, max: 5, step: 1, default: 1, url: 'calls', label: 'max calls', hideable: 'decode' },
  maxNewTokens: { type: 'number', min: 4, max: 96, step: 1, default: 32, url: 'tokens', label: 'new tokens', hideable: 'decode' },
  compare: { type: 'choice', values: ['disabled', 'control'], default: 'disabled', url: 'compare', label: 'compare with', hideable: 'decode' },
  model: { type: 'text', valid: (raw) => /^[A-Za-z0-9_-]{1,64}$/.test(raw), default: null, url: 'model', label: 'model', hideable: 'decode' },
  sweepTab: { type: 'choice', values: ['tauF', 'tauS', 'k'], default: 'tauF', url: 'sweep', label: 'sweep', navigates: true },
  presenter: { type: 'flag', default: false, url: 'presenter', label: 'presenter mode' },
};

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The settings a lesson step may set. */
export const LESSON_KEYS = SETTING_KEYS.filter((k) => SETTINGS[k].lesson);

/** Controls a link can hide (`hide=a,b`): the settings' controls, and groups of controls. */
export const HIDEABLE = [...new Set([...SETTING_KEYS.flatMap((k) => SETTINGS[k].hideable ?? []), 'presets', 'rail', 'classroom', 'lesson-nav'])];

/** The settings that are the paper's per tool (τs, k, m, τf): the lab is on a tool's until the learner moves one. */
export const PAPER_KEYS = ['tauS', 'k', 'm', 'tauF'] as const satisfies readonly (keyof PaperSettings & SettingKey)[];

/** The defaults, with τs, k, m and τf the paper's for `tool` (the Calculator's differ: core/paper-settings.ts). */
export function defaultSettings(tool: ToolName = SETTINGS.tool.default): Settings {
  const rows = Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTINGS[k].default])) as unknown as Settings;
  return { ...rows, ...paperSettings(tool) };
}

/** Are `s`'s τs, k, m and τf the paper's for its tool? */
export function onPaperSettings(s: Pick<Settings, 'tool' | (typeof PAPER_KEYS)[number]>): boolean {
  const paper = paperSettings(s.tool);
  return PAPER_KEYS.every((k) => s[k] === paper[k]);
}

/** A setting's value read from text (a link), or undefined when it is not one. */
export function parseSetting<K extends SettingKey>(key: K, raw: string): Settings[K] | undefined {
  const row = SETTINGS[key] as Row;
  switch (row.type) {
    case 'number': {
      if (raw.trim() === '') return undefined;
      const v = Number(raw);
      return valid(key, v as Settings[K]) ? (v as Settings[K]) : undefined;
    }
    case 'choice':
      return row.values.includes(raw) ? (raw as Settings[K]) : undefined;
    case 'text':
      return !row.valid || row.valid(raw) ? (raw as Settings[K]) : undefined;
    case 'flag':
      return raw === '1' || raw === 'true' ? (true as Settings[K]) : raw === '0' || raw === 'false' ? (false as Settings[K]) : undefined;
  }
}

/** Is `value` one the setting can take (in range, one of its choices)? */
export function valid<K extends SettingKey>(key: K, value: Settings[K]): boolean {
  const row = SETTINGS[key] as Row;
  if (value === null) return row.default === null;
  switch (row.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= row.min && value <= row.max && (!Number.isInteger(row.step) || Number.isInteger(value));
    case 'choice':
      return typeof value === 'string' && row.values.includes(value);
    case 'text':
      return typeof value === 'string' && (!row.valid || row.valid(value));
    case 'flag':
      return typeof value === 'boolean';
  }
}

/** A setting's value as a link writes it. */
export function formatSetting<K extends SettingKey>(key: K, value: Settings[K]): string {
  return SETTINGS[key].type === 'flag' ? (value ? '1' : '0') : String(value);
}

/** A number control's attributes, from its row. */
export function range(key: SettingKey): { min: string; max: string; step: string } {
  const row = SETTINGS[key] as NumberRow;
  return { min: String(row.min), max: String(row.max), step: String(row.step) };
}

/** A number typed into a field, held to its row's range (`fallback` when it is not a number). */
export function clampSetting(key: SettingKey, raw: string, fallback: number): number {
  const row = SETTINGS[key] as NumberRow;
  const v = Number(raw);
  if (!Number.isFinite(v)) return fallback;
  const held = Math.min(row.max, Math.max(row.min, v));
  return Number.isInteger(row.step) ? Math.round(held) : held;
}

/** What a lesson step's settings do, in the table's order, for the lesson player. */
export function describeSettings(action: Partial<Settings>): string[] {
  return LESSON_KEYS.flatMap((k) => {
    const v = action[k];
    const describe = SETTINGS[k].describe as ((value: unknown) => string) | undefined;
    return v === undefined || !describe ? [] : [describe(v)];
  });
}
