// The classroom's page-side logic without a model: links (settings that differ, the learner's work), lessons
// as data (well-formed, placeholders and claims that name real claims), claims checked on
// given numbers, and the sweep's arithmetic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonSettings } from '../../../src/app/lesson.ts';
import { type LabState } from '../../../src/app/state.ts';
import { filterCall } from '../../../src/core/loss.ts';
import { LESSONS, actionAt, checkClaim, claimRequests, lessonById, lessonProblems, pieces, placeholderValue, type Claim } from '../../../src/app/lesson.ts';
import { TOOL_NAMES } from '../../../src/app/presets.ts';
import { defaultDraft } from '../../../src/app/prompt-draft.ts';
import { defaultSettings, formatSetting, onPaperSettings, parseSetting, SETTING_KEYS, valid } from '../../../src/app/settings.ts';
import { paperSettings } from '../../../src/core/paper-settings.ts';
import { K_SWEEP, SWEEP } from '../../../src/app/sweep.ts';
import { atTauF, atTauS, crossed, kRows, sweepPoints, tauFCurve } from '../../../src/pipeline/sweep.ts';
import { readUrl, writeUrl } from '../../../src/app/url.ts';
import type { WrittenScore } from '../../../src/pipeline/labelled.ts';

const score = (gain: number | null, extra: Partial<WrittenScore> = {}): WrittenScore => ({
  call: 'Calculator(1 + 1)',
  at: 'x',
  position: 0,
  result: gain === null ? null : '2',
  none: 2,
  withoutResult: 2.5,
  withResult: gain === null ? null : 2 - gain,
  gain,
  ...extra,
});

describe('a link holds what differs, and reads back', () => {
  /** A lab state: the defaults, a lesson step's settings, then `patch`. */
  const stateOf = (patch: Partial<LabState>, lesson?: { id: string; step: number }): LabState => {
    const l = lessonById(lesson?.id);
    const drafts = Object.fromEntries(TOOL_NAMES.map((t) => [t, defaultDraft(t)]));
    return { ...defaultSettings(), ...(l ? lessonSettings(actionAt(l, lesson!.step)) : {}), drafts, custom: [], added: [], removed: [], fitPrompt: true, hidden: [], lesson: lesson ?? null, ...patch } as LabState;
  };

  it('reads every setting in range by its row, and ignores nonsense', () => {
    const u = readUrl('?lesson=bottle-price&step=3&stage=5&tool=QA&text=Hi&tauS=0.1&k=7&m=2&seed=9&tauF=0.5&placement=inline&now=2024-02-29&decodeK=3&model=control&view=sweep&sweep=k&presenter=1&hide=sentence,bogus,tauF&backend=wasm');
    expect(u).toEqual({
      backend: 'wasm',
      lesson: { id: 'bottle-price', step: 3 },
      settings: { stage: 5, tool: 'QA', sentence: 'Hi', tauS: 0.1, k: 7, m: 2, seed: 9, tauF: 0.5, placement: 'inline', now: '2024-02-29', decodeK: 3, model: 'control', view: 'sweep', sweepTab: 'k', presenter: true },
      hidden: ['sentence', 'tauF'],
    });
    expect(readUrl('?lesson=nope&k=0&m=x&tauF=&placement=middle&now=2023-13-45&model=../x&hide=&stage=2.5&seed=-1&tauS=0.9')).toEqual({ backend: 'auto', settings: {} });
  });

  it('every row takes its own default, and a value written by it reads back', () => {
    const d = defaultSettings();
    for (const key of SETTING_KEYS) {
      expect(valid(key, d[key] as never), key).toBe(true);
      if (d[key] !== null) expect(parseSetting(key, formatSetting(key, d[key] as never)), key).toEqual(d[key]);
    }
  });

  it('writes nothing for the defaults, and only what differs', () => {
    expect(writeUrl(stateOf({}), 'auto')).toBe('');
    const q = writeUrl(stateOf({ stage: 5, tauF: 0.35, placement: 'inline', decodeK: 4, model: 'base', presenter: true, hidden: ['rail', 'presets'] }), 'webgpu');
    expect(new URLSearchParams(q).get('m')).toBeNull();
    expect(readUrl(q)).toEqual({
      backend: 'webgpu',
      settings: { stage: 5, tauF: 0.35, placement: 'inline', decodeK: 4, model: 'base', presenter: true },
      hidden: ['rail', 'presets'],
    });
  });

  it("opens on the paper's settings for the tool (the Calculator's τs 0, k 20, m 10, τf 0.5), and a link names only a departure from them", () => {
    expect(onPaperSettings(defaultSettings())).toBe(true);
    expect(defaultSettings()).toMatchObject({ tool: 'Calculator', tauS: 0, k: 20, m: 10, tauF: 0.5 });
    expect(defaultSettings('QA')).toMatchObject({ tool: 'Calculator', tauS: 0.05, k: 5, m: 5, tauF: 1 });
    // QA on QA's paper settings: the link names the tool only, and opens on them (app/lab.ts reads it the same way).
    const qa = stateOf({ tool: 'QA', ...paperSettings('QA') });
    expect(onPaperSettings(qa)).toBe(true);
    expect(writeUrl(qa, 'auto')).toBe('?tool=QA');
    // QA on the Calculator's numbers is a departure, and says each.
    expect(new URLSearchParams(writeUrl(stateOf({ tool: 'QA' }), 'auto')).get('k')).toBe('20');
    expect(writeUrl(stateOf({ tauF: 1 }), 'auto')).toBe('?tauF=1');
  });

  it("writes a lesson step's settings only where the learner moved them, so a later edit of the lesson reaches old links", () => {
    const at = { id: 'pittsburgh', step: 2 };
    const lesson = lessonById('pittsburgh')!;
    const step = lessonSettings(actionAt(lesson, 2));
    expect(writeUrl(stateOf({}, at), 'auto')).toBe('?lesson=pittsburgh&step=2');
    const moved = stateOf({ tauF: step.tauF === 0.5 ? 0.75 : 0.5 }, at);
    expect(readUrl(writeUrl(moved, 'auto')).settings).toEqual({ tauF: moved.tauF });
  });

  it("carries the learner's work: calls written in Stage 4, positions by hand, P(x) as edited", () => {
    const draft = defaultDraft('Calculator');
    const edited = { ...draft, instruction: draft.instruction + ' Be brief & exact.', demonstrations: draft.demonstrations.map((x, j) => (j === 0 ? { ...x, enabled: false } : x)) };
    const s = stateOf({
      sentence: 'A case costs $18.',
      custom: [{ id: 1, position: 4, call: { tool: 'Calculator', input: '18 / 24' } }, { id: 2, position: 2, call: { tool: 'QA', input: 'What is a case?' } }],
      added: [3, 7],
      removed: [5],
      drafts: { ...stateOf({}).drafts, Calculator: edited },
      fitPrompt: false,
    });
    const back = readUrl(writeUrl(s, 'auto'));
    expect(back.settings).toEqual({ sentence: 'A case costs $18.' });
    expect(back.calls).toEqual([{ position: 2, call: 'QA("What is a case?")' }, { position: 4, call: 'Calculator(18 / 24)' }]);
    expect(back.added).toEqual([3, 7]);
    expect(back.removed).toEqual([5]);
    expect(back.drafts).toEqual({ Calculator: edited });
    expect(back.fitPrompt).toBe(false);
  });

  it("says so when the learner removed a lesson step's calls (call= with nothing)", () => {
    const at = { id: 'bottle-price', step: lessonById('bottle-price')!.steps.findIndex((st) => st.action.calls?.length) };
    expect(at.step).toBeGreaterThanOrEqual(0);
    const q = writeUrl(stateOf({ custom: [] }, at), 'auto', () => 5);
    expect(readUrl(q).calls).toEqual([]);
  });
});

describe('lessons as data', () => {
  it('says of the shipped C* only what it holds: the filter-limits lesson’s wrong call was kept there, for its sentence', () => {
    const lesson = lessonById('filter-limits')!;
    const line = readFileSync('models/eval/cstar.jsonl', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { original: string; calls: { call: { tool: string; input: string } }[] })
      .find((r) => r.original === lesson.sentence);
    expect(line?.calls.map((c) => `${c.call.tool}(${c.call.input})`)).toContain(lesson.claims.find((c) => c.id === 'wrong')!.call);
  });

  it('has the bottle-price, Pittsburgh and a Calendar lesson', () => {
    expect(LESSONS.map((l) => l.id)).toEqual(['bottle-price', 'pittsburgh', 'shop-hours', 'filter-limits']);
    expect(LESSONS.find((l) => l.id === 'shop-hours')!.tool).toBe('Calendar');
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s is sound: claims named, answers among the choices, words found in the texts', (_, lesson) => {
    expect(lessonProblems(lesson)).toEqual([]);
    expect(lesson.quiz.length).toBeGreaterThanOrEqual(3);
    for (const c of lesson.claims) expect(c.text ?? lesson.sentence).toContain(c.at);
    lesson.steps.forEach((_, n) => {
      const a = actionAt(lesson, n);
      for (const c of a.calls ?? []) expect(a.sentence).toContain(c.at);
    });
    // No number the model computes is typed into a lesson: gains come from placeholders.
    for (const s of lesson.steps) expect(`${s.text} ${s.notice}`).not.toMatch(/gain(s)? (of )?−?\d/);
  });

  it('merges the actions of the steps so far', () => {
    const lesson = LESSONS[0]!;
    const at4 = actionAt(lesson, 4);
    expect(at4).toMatchObject({ stage: 5, tauF: 1, k: 2, m: 3, sentence: lesson.sentence, tool: 'Calculator' });
    expect(at4.calls).toHaveLength(2);
    expect(actionAt(lesson, 7).placement).toBe('inline');
  });

  it('cuts texts into plain pieces and live numbers', () => {
    expect(pieces('gain {gain:calc}, so {verdict:calc}.')).toEqual([{ text: 'gain ' }, { kind: 'gain', claim: 'calc' }, { text: ', so ' }, { kind: 'verdict', claim: 'calc' }, { text: '.' }]);
    expect(pieces('<b>{x}</b>')).toEqual([{ text: '<b>{x}</b>' }]);
    // {lminus:id} is L⁻ = min(L(ε), L(e(c, ε))): the most the call could gain.
    const lesson = LESSONS[0]!;
    const s: WrittenScore = { call: 'c', at: 'x', position: 0, result: '1', none: 1.5, withoutResult: 1.25, withResult: 0.5, gain: 0.75 };
    expect(placeholderValue({ kind: 'lminus', claim: 'calc' }, lesson, { calc: s })).toBe('1.25');
    expect(placeholderValue({ kind: 'gain', claim: 'calc' }, lesson, { calc: s })).toBe('0.75');
  });

  it('groups claims into one request per placement and text', () => {
    const groups = claimRequests(LESSONS[0]!);
    expect(groups.map((g) => g.placement)).toEqual(['prefix', 'inline']);
    expect(groups[0]!.items).toHaveLength(1);
    expect(groups.flatMap((g) => g.refs).map((r) => r.claim).sort()).toEqual(LESSONS[0]!.claims.map((c) => c.id).sort());
  });

  it('checks claims on given numbers, as the core filter decides', () => {
    const base = { says: '', call: 'Calculator(1 + 1)', at: 'x' };
    const kept: Claim = { ...base, id: 'a', expect: 'kept', tauF: 1 };
    const dropped: Claim = { ...base, id: 'b', expect: 'dropped', tauF: 1 };
    const more: Claim = { ...base, id: 'a', expect: 'more-gain-than', than: 'b' };
    const below: Claim = { ...base, id: 'b', expect: 'gain-below', value: 0.5 };
    const scores = { a: score(1), b: score(null) };
    expect(checkClaim(kept, scores)!.holds).toBe(true); // gain exactly τf is kept
    expect(checkClaim(dropped, scores)!.holds).toBe(true); // no result: never kept
    expect(checkClaim(more, scores)!.holds).toBe(true);
    expect(checkClaim(below, scores)!.holds).toBe(true);
    expect(checkClaim(kept, { a: score(0.99) })!.holds).toBe(false);
    expect(checkClaim(kept, {})).toBeNull();
  });
});

describe('the labelled sweep set', () => {
  const candidates = SWEEP.items.flatMap((i) => i.candidates);
  it('has at least 60 labelled candidates over at least 20 texts, both labels, words found', () => {
    expect(SWEEP.items.length).toBeGreaterThanOrEqual(20);
    expect(candidates.length).toBeGreaterThanOrEqual(60);
    expect(new Set(candidates.map((c) => c.label))).toEqual(new Set(['useful', 'useless']));
    for (const item of SWEEP.items) for (const c of item.candidates) expect(item.text).toContain(c.at);
    expect(new Set(SWEEP.items.map((i) => i.id)).size).toBe(SWEEP.items.length);
  });

  it('counts, precision and recall are arithmetic on the gains', () => {
    const items = [{ id: 'a', text: 't', tool: 'Calculator' as const, now: '2023-01-30', candidates: [
      { call: 'c1', at: 't', label: 'useful' as const, why: '' },
      { call: 'c2', at: 't', label: 'useless' as const, why: '' },
      { call: 'c3', at: 't', label: 'useful' as const, why: '' },
      { call: 'c4', at: 't', label: 'useless' as const, why: '' },
    ] }];
    const points = sweepPoints(items, [[score(2), score(1.5), score(0.2), score(null)]]);
    expect(atTauF(points, 1)).toEqual({ tauF: 1, kept: 2, hits: 1, precision: 0.5, recall: 0.5 });
    expect(atTauF(points, 0)).toMatchObject({ kept: 3, hits: 2, recall: 1 });
    expect(atTauF(points, 5).precision).toBeNaN();
    expect(crossed(points, 1, 0).map((p) => p.call)).toEqual(['c3']);
    const curve = tauFCurve(points, -1, 3, 4);
    expect(curve.map((r) => r.kept)).toEqual([3, 3, 2, 1, 0]);
    expect(filterCall(score(null), -100).kept).toBe(false);
  });

  it('keeps positions over τs, at most k per text', () => {
    const p = [[0.5, 0.01, 0.2, 0.3], [0.9, 0.04]];
    const useful = [new Set([2]), new Set([1])];
    expect(atTauS(p, useful, 0.05, 5)).toMatchObject({ positions: 4, usefulKept: 1, usefulAll: 2 });
    expect(atTauS(p, useful, 0.05, 1)).toMatchObject({ positions: 2, usefulKept: 0 });
    expect(atTauS(p, useful, 0, 5)).toMatchObject({ positions: 6, usefulKept: 2 });
  });
});

describe('the k sweep', () => {
  it('holds 12 arithmetic and 8 date prompts, each with an answer (dates with a date)', () => {
    expect(K_SWEEP.items.filter((i) => i.kind === 'math')).toHaveLength(12);
    const dates = K_SWEEP.items.filter((i) => i.kind === 'dates');
    expect(dates).toHaveLength(8);
    for (const i of K_SWEEP.items) expect(i.prompt && i.answer).toBeTruthy();
    for (const i of dates) expect(i.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts call rate and accuracy per k', () => {
    const item = (called: boolean, correct: boolean) => ({ id: 'x', called, correct, completion: '' });
    expect(kRows([{ k: 1, items: [item(false, false), item(true, true), item(false, true), item(false, false)] }])).toEqual([
      { k: 1, n: 4, calls: 1, correct: 2, callRate: 0.25, accuracy: 0.5 },
    ]);
  });
});
