/**
 * Lessons as data (lessons/*.json): a sequence of steps — a short text, what
 * the lab does, what to notice — that drives the real lab, then a quiz.
 *
 * A lesson never types a number the model computes. What it says about the
 * model is a claim: a checkable predicate over one call's filter losses
 * ("Calculator(18 / 24) before 0.75 is kept at τf 1"). The player shows each
 * claim with the live numbers and whether it holds on the model in use; the
 * claims test checks every claim against the shipped models. Step texts name
 * live numbers with placeholders: {gain:claim}, {verdict:claim}, {result:claim}, {lminus:claim}.
 */
import { filterCall } from '../core/loss.ts';
import type { Placement } from '../core/placement.ts';
import type { WrittenItem, WrittenScore } from '../pipeline/labelled.ts';
import type { ToolName } from './presets.ts';
import { LESSON_KEYS, valid, type SettingKey, type Settings } from './settings.ts';
import { msg, str } from '@lit/localize';
import { num } from '../i18n/numbers.ts';
import bottlePrice from '../../lessons/bottle-price.json';
import pittsburgh from '../../lessons/pittsburgh.json';
import shopHours from '../../lessons/shop-hours.json';
import filterLimits from '../../lessons/filter-limits.json';
import { reason } from './reasons.ts';

/** What the lab does when a step opens: the settings a lesson may set (app/settings.ts), and calls written in. */
export type LessonAction = Partial<Settings> & {
  /** Calls the lab writes in (Stage 4's "write your own call"), each before the first occurrence of `at`. */
  calls?: { call: string; at: string }[];
};

export interface LessonStep {
  title: string;
  /** The short text; may hold {gain:id}, {verdict:id}, {result:id}, {lminus:id} (L⁻: the most the call could gain). */
  text: string;
  action: LessonAction;
  /** What to notice, with the same placeholders. */
  notice: string;
  /** Claims shown (with live numbers) in this step. */
  claims?: string[];
}

interface ClaimBase {
  id: string;
  /** The claim in words, for people. */
  says: string;
  call: string;
  at: string;
  /** Defaults: the lesson's sentence and date, prefix placement. */
  text?: string;
  now?: string;
  placement?: Placement;
}

/** A predicate over the filter's numbers for one call. */
export type Claim = ClaimBase &
  (
    | { expect: 'kept' | 'dropped'; tauF: number }
    | { expect: 'gain-above' | 'gain-below'; value: number }
    | { expect: 'more-gain-than'; than: string }
  );

export interface QuizQuestion {
  id: string;
  question: string;
  choices: string[];
  /** Index of the right choice. */
  answer: number;
  /** Why, shown once answered. */
  explain: string;
}

export interface Lesson {
  id: string;
  title: string;
  summary: string;
  sentence: string;
  tool: ToolName;
  now: string;
  steps: LessonStep[];
  claims: Claim[];
  quiz: QuizQuestion[];
}

export const LESSONS: readonly Lesson[] = [bottlePrice, pittsburgh, shopHours, filterLimits] as unknown as Lesson[];

export function lessonById(id: string | null | undefined): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** The settings of a lesson action (the keys a lesson may set: app/settings.ts). */
export function lessonSettings(action: LessonAction): Partial<Settings> {
  return Object.fromEntries(LESSON_KEYS.flatMap((k) => (action[k] !== undefined ? [[k, action[k]]] : [])));
}

/** The lab's settings at step `n`: the actions of steps 0…n merged, so a link to step n opens the same lab as walking there. */
export function actionAt(lesson: Lesson, n: number): LessonAction {
  const merged: LessonAction = { sentence: lesson.sentence, tool: lesson.tool, now: lesson.now };
  for (const step of lesson.steps.slice(0, Math.max(0, n) + 1)) {
    Object.assign(merged, step.action);
  }
  return merged;
}

/** Claims grouped into scoring requests: one per placement, one item per (text, date). */
export function claimRequests(lesson: Lesson): { placement: Placement; items: WrittenItem[]; refs: { claim: string; item: number; call: number }[] }[] {
  const groups = new Map<Placement, { placement: Placement; items: WrittenItem[]; refs: { claim: string; item: number; call: number }[] }>();
  for (const c of lesson.claims) {
    const placement = c.placement ?? 'prefix';
    const group = groups.get(placement) ?? { placement, items: [], refs: [] };
    groups.set(placement, group);
    const text = c.text ?? lesson.sentence;
    const now = c.now ?? lesson.now;
    let item = group.items.findIndex((i) => i.text === text && i.now === now);
    if (item === -1) item = group.items.push({ text, now, candidates: [] }) - 1;
    const call = group.items[item]!.candidates.push({ call: c.call, at: c.at }) - 1;
    group.refs.push({ claim: c.id, item, call });
  }
  return [...groups.values()];
}

export interface ClaimCheck {
  holds: boolean;
  /** The measured side, in words ("gain 0.58: dropped at τf 1"). */
  measured: string;
}

/** A lesson's live number, in the reader's language (0.74 · 0,74). */
const fmt = (v: number | null) => (v === null ? msg('none', { id: 'no-gain', desc: 'a call with no result has no gain' }) : num(v, 2));

/** Does the claim hold on these scores? `scores` holds every claim of the lesson by id. */
export function checkClaim(claim: Claim, scores: Readonly<Record<string, WrittenScore>>): ClaimCheck | null {
  const s = scores[claim.id];
  if (!s) return null;
  switch (claim.expect) {
    case 'kept':
    case 'dropped': {
      const kept = filterCall(s, claim.tauF).kept;
      return { holds: kept === (claim.expect === 'kept'), measured: kept ? msg(str`gain ${fmt(s.gain)}: kept at τf ${claim.tauF}`) : msg(str`gain ${fmt(s.gain)}: dropped at τf ${claim.tauF}`) };
    }
    case 'gain-above':
      return { holds: s.gain !== null && s.gain > claim.value, measured: msg(str`gain ${fmt(s.gain)}`) };
    case 'gain-below':
      return { holds: s.gain === null || s.gain < claim.value, measured: msg(str`gain ${fmt(s.gain)}`) };
    case 'more-gain-than': {
      const other = scores[claim.than];
      if (!other) return null;
      const holds = s.gain !== null && (other.gain === null || s.gain > other.gain);
      return { holds, measured: msg(str`gain ${fmt(s.gain)} against ${fmt(other.gain)}`) };
    }
  }
}

/** A text cut into plain pieces and live-number placeholders (rendered as text, never HTML). */
export type Piece = { text: string } | { kind: 'gain' | 'verdict' | 'result' | 'lminus'; claim: string };

export function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  const re = /\{(gain|verdict|result|lminus):([a-z0-9-]+)\}/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ kind: m[1] as Exclude<Piece, { text: string }>['kind'], claim: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** A placeholder's live value, or "…" while the numbers are not in. */
export function placeholderValue(piece: Exclude<Piece, { text: string }>, lesson: Lesson, scores: Readonly<Record<string, WrittenScore>> | undefined): string {
  const s = scores?.[piece.claim];
  if (!s) return '…';
  if (piece.kind === 'gain') return fmt(s.gain);
  // L⁻ bounds the gain: even a result that made the next tokens certain (L⁺ = 0) gains only L⁻.
  if (piece.kind === 'lminus') return fmt(Math.min(s.none, s.withoutResult));
  if (piece.kind === 'result') return s.result ?? msg(str`no result (${s.reason ? reason(s.reason) : msg('none', { id: 'no-reason', desc: 'no reason given' })})`);
  const claim = lesson.claims.find((c) => c.id === piece.claim);
  const tauF = claim && 'tauF' in claim ? claim.tauF : 1;
  return filterCall(s, tauF).kept ? msg('kept', { desc: 'a call’s verdict at the threshold' }) : msg('dropped', { desc: 'a call’s verdict at the threshold' });
}

/** Problems with a lesson's data (unknown claim ids, bad answers…); empty when sound. */
export function lessonProblems(lesson: Lesson): string[] {
  const problems: string[] = [];
  const ids = new Set(lesson.claims.map((c) => c.id));
  if (ids.size !== lesson.claims.length) problems.push('claim ids repeat');
  const mention = (where: string, text: string) => {
    for (const p of pieces(text)) if ('claim' in p && !ids.has(p.claim)) problems.push(`${where} names an unknown claim "${p.claim}"`);
  };
  lesson.steps.forEach((s, j) => {
    for (const [key, value] of Object.entries(s.action)) {
      if (key === 'calls') continue;
      if (!(LESSON_KEYS as string[]).includes(key)) problems.push(`step ${j + 1} sets "${key}", which a lesson cannot set`);
      else if (!valid(key as SettingKey, value as never)) problems.push(`step ${j + 1} sets ${key} to ${JSON.stringify(value)}, out of its range`);
    }
    mention(`step ${j + 1} text`, s.text);
    mention(`step ${j + 1} notice`, s.notice);
    for (const c of s.claims ?? []) if (!ids.has(c)) problems.push(`step ${j + 1} shows an unknown claim "${c}"`);
  });
  for (const c of lesson.claims) if (c.expect === 'more-gain-than' && !ids.has(c.than)) problems.push(`claim ${c.id} compares with an unknown claim "${c.than}"`);
  for (const q of lesson.quiz) {
    if (!(q.answer >= 0 && q.answer < q.choices.length)) problems.push(`quiz ${q.id}: answer ${q.answer} is not a choice`);
    mention(`quiz ${q.id} explanation`, q.explain);
  }
  if (lesson.steps.length === 0) problems.push('no steps');
  if (lesson.quiz.length === 0) problems.push('no quiz');
  return problems;
}
