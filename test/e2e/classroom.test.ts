// The classroom end to end, in a real Chromium on the built site: each lesson from its first
// step to its quiz, the τf sweep against the CLI's gains, the k sweep against evaluate.ts's
// numbers, the τ sweeps' charts legible on a projector, a shared link restoring its state,
// the keyboard, and the lab loading and scoring with the network cut after a first visit.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonSettings } from '../../src/app/lesson.ts';
import { actionAt, lessonById, LESSONS, type Lesson } from '../../src/app/lesson.ts';
import { inLanguage } from '../../src/app/lesson-text.ts';
import { STAGES } from '../../src/app/stages.ts';
import { defaultSettings, formatSetting, SETTING_KEYS, SETTINGS } from '../../src/app/settings.ts';
import { K_SWEEP, K_SWEEP_MAX_NEW_TOKENS, K_VALUES } from '../../src/app/sweep.ts';
import { loadModel } from '../../src/cli/model.ts';
import { evaluateItems } from '../../src/pipeline/evaluate.ts';
import { describeNeeding } from '../requirements.ts';
import { buildSite, expectExplained, launchBrowser, modelsDir, root, serveStatic, watch } from './support.ts';

interface CliSweep {
  kept: number;
  candidates: { call: string; gain: number | null }[];
}

/** `toolformer sweep --json`: the gains `score` gives each labelled candidate. */
async function cliSweep(): Promise<CliSweep> {
  const { stdout } = await promisify(execFile)(process.execPath, ['bin/toolformer.mjs', 'sweep', '--model', join(modelsDir, 'base'), '--json'], { cwd: root, timeout: 180_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as CliSweep;
}

/** The k sweep as `toolformer eval` counts it (pipeline/evaluate.ts), on the fp16 weights the browser's wasm runs: prompts with a call and right answers per k. */
async function nodeKSweep(): Promise<{ k: number; calls: number; correct: number }[]> {
  const lm = await loadModel(join(modelsDir, 'toolformer'), 'fp16');
  try {
    const rows = [];
    for (const k of K_VALUES) {
      let calls = 0;
      let correct = 0;
      for (const kind of ['math', 'dates'] as const) {
        const results = await evaluateItems(lm, kind, K_SWEEP.items.filter((i) => i.kind === kind), { k, disableTools: false }, K_SWEEP_MAX_NEW_TOKENS);
        calls += results.filter((r) => r.calls.length > 0).length;
        correct += results.filter((r) => r.correct).length;
      }
      rows.push({ k, calls, correct });
    }
    return rows;
  } finally {
    await lm.dispose();
  }
}

/** Kept at τf from the CLI's gains (the core filter's rule, with its hair of tolerance). */
const keptFromCli = (cli: CliSweep, tauF: number) => cli.candidates.filter((c) => c.gain !== null && c.gain >= tauF - 1e-9).length;


describeNeeding(['browser', 'models'], 'the classroom in Chromium', () => {
  let browser: Browser;
  let site: { url: string; close(): Promise<void> };
  let dist: string;
  let cli: Promise<CliSweep>;

  beforeAll(async () => {
    cli = cliSweep();
    cli.catch(() => undefined);
    dist = await buildSite();
    site = await serveStatic(dist);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('opens a shared link in exactly its state, and steps with the keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = watch(page, site.url);
    const query = '?backend=wasm&lesson=bottle-price&step=4&stage=5&tauS=0.1&k=2&m=2&seed=7&tauF=0.7&placement=prefix&now=2023-01-30&decodeK=4&presenter=1&hide=presets,seed';
    await page.goto(`${site.url}/${query}`);
    const player = page.locator('tf-lesson-player section[data-lesson="bottle-price"]');
    await player.and(page.locator('[data-step="4"]')).waitFor();
    await expect(player.locator('h2').innerText()).resolves.toBe(LESSONS[0]!.steps[4]!.title);
    await expect.poll(() => page.locator('tf-stage-filter input[aria-label^="tau f"]').inputValue()).toBe('0.7');
    // What the learner sees: Stage 5, its τf and placement, presenter mode, the hidden controls.
    await expect(page.locator('tf-lab main').getAttribute('aria-label')).resolves.toBe('Stage 5: Filter');
    await expect(page.locator('tf-stage-filter').getByRole('radio', { name: 'Prefix (the paper)' }).isChecked()).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('presenter'))).toBe(true);
    expect(await page.locator('tf-sentence-bar button[data-preset]').count()).toBe(0);
    // The step's own calls are written in and filtered.
    await page.locator('tf-stage-filter article[data-call="Calculator(18 / 24)"]').waitFor({ timeout: 120_000 });
    // The address bar says what differs from the lesson step (the rest follows the lesson).
    const search = new URLSearchParams(await page.evaluate(() => location.search));
    const baseline = { ...defaultSettings(), ...lessonSettings(actionAt(LESSONS[0]!, 4)) };
    for (const [k, v] of new URLSearchParams(query)) {
      const key = SETTING_KEYS.find((n) => SETTINGS[n].url === k);
      expect(search.get(k), k).toBe(key && formatSetting(key, baseline[key] as never) === v ? null : v);
    }

    // The link's settings on the other stages' controls (the seed's is hidden by the link).
    await page.locator('tf-stage-rail button[data-stage="2"]').click();
    await expect(page.locator('tf-stage-positions').getByLabel('tau s, the sampling threshold').inputValue()).resolves.toBe('0.1');
    await expect(page.locator('tf-stage-positions').getByLabel('k, the most positions kept').inputValue()).resolves.toBe('2');
    await page.locator('tf-stage-rail button[data-stage="3"]').click();
    await expect(page.locator('tf-stage-calls').getByLabel('m, calls sampled per position').inputValue()).resolves.toBe('2');
    await expect(page.locator('tf-stage-calls').getByLabel('seed').count()).resolves.toBe(0);
    await page.locator('tf-stage-rail button[data-stage="7"]').click();
    await expect(page.locator('tf-stage-decoding').getByLabel('k, the rank below which a call starts').inputValue()).resolves.toBe('4');
    await page.locator('tf-stage-rail button[data-stage="5"]').click();
    await page.locator('main').getByText('Stage 5', { exact: true }).waitFor();

    // → and Space step forward, ← back; keys typed in a field are left alone.
    await page.locator('tf-lesson-player h2').click();
    await page.keyboard.press('ArrowRight');
    await player.and(page.locator('[data-step="5"]')).waitFor();
    await page.keyboard.press('ArrowLeft');
    await player.and(page.locator('[data-step="4"]')).waitFor();
    await page.keyboard.press(' ');
    await player.and(page.locator('[data-step="5"]')).waitFor();
    expect(new URLSearchParams(await page.evaluate(() => location.search)).get('step')).toBe('5');
    await page.locator('#sentence').focus();
    await page.keyboard.press('ArrowLeft');
    await player.and(page.locator('[data-step="5"]')).waitFor();
    // A lesson opened from the menu with Enter: Space then goes to the next step (it does not press the menu's button again).
    await page.locator('tf-lesson-player button.leave').click();
    const open = page.locator('tf-classroom-menu button[data-lesson="pittsburgh"]');
    await open.focus();
    await page.keyboard.press('Enter');
    const pittsburgh = page.locator('tf-lesson-player section[data-lesson="pittsburgh"]');
    await pittsburgh.and(page.locator('[data-step="0"]')).waitFor();
    await page.keyboard.press(' ');
    await pittsburgh.and(page.locator('[data-step="1"]')).waitFor();
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('welcomes a first visit with three ways in, remembers its dismissal, and Stage 1 leads on to Stage 2', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = watch(page, site.url);
    await page.goto(`${site.url}/`);
    const welcome = page.locator('tf-welcome section');
    await welcome.waitFor();
    await expect(welcome.getByRole('button').allInnerTexts()).resolves.toEqual([...LESSONS.map((l) => `Lesson: ${l.title}`), 'Walk the seven stages', 'τ sweeps (instructors)']);
    await welcome.getByRole('button', { name: 'Walk the seven stages' }).click();
    await welcome.waitFor({ state: 'detached' });
    await page.goto(`${site.url}/`);
    await page.locator('tf-stage-prompt').waitFor();
    await expect(page.locator('tf-welcome section').count()).resolves.toBe(0);
    await page.locator('tf-stage-prompt').getByRole('button', { name: 'Where could a call go? →' }).click();
    await page.locator('main').getByText('Stage 2', { exact: true }).waitFor();
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a link copied after writing a call in Stage 4 and editing P(x) reopens both; back and forward go between stages', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = watch(page, site.url);
    await page.goto(`${site.url}/?backend=wasm`);
    // Stage 1: the learner rewrites the instruction and leaves the last demonstration out.
    const instruction = page.locator('tf-stage-prompt textarea[aria-labelledby="instruction-label"]');
    await instruction.waitFor();
    const written = `${await instruction.inputValue()} Write a call only where it helps.`;
    await instruction.fill(written);
    const boxes = page.locator('tf-stage-prompt .demo input[type="checkbox"]');
    const last = (await boxes.count()) - 1;
    await boxes.nth(last).uncheck();
    // Stage 4: a call of their own, before "0.75".
    await page.locator('tf-stage-rail button[data-stage="4"]').click();
    const form = page.locator('tf-stage-execute form.custom');
    await form.locator('input[name="words"]').fill('0.75');
    await form.locator('input[name="call"]').fill('Calendar()');
    await form.getByRole('button', { name: 'Add call' }).click();
    const mine = page.locator('tf-stage-execute tr[data-call="Calendar()"]');
    await mine.waitFor({ timeout: 60_000 });
    const position = await mine.getAttribute('data-position');
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).getAll('call'))).toEqual([`${position}:Calendar()`]);
    const link = page.url();

    // The link, opened afresh, holds both.
    const other = await context.newPage();
    const seenOther = watch(other, site.url);
    await other.goto(link);
    await other.locator(`tf-stage-execute tr[data-call="Calendar()"][data-position="${position}"]`).waitFor({ timeout: 60_000 });
    await other.locator('tf-stage-rail button[data-stage="1"]').click();
    await expect.poll(() => other.locator('tf-stage-prompt textarea[aria-labelledby="instruction-label"]').inputValue()).toBe(written);
    await expect(other.locator('tf-stage-prompt .demo input[type="checkbox"]').nth(last).isChecked()).resolves.toBe(false);
    await expect(other.locator('tf-stage-prompt .demo input[type="checkbox"]').nth(0).isChecked()).resolves.toBe(true);

    // Going to a stage is a history entry: back returns to Stage 4, forward to Stage 1.
    await other.goBack();
    await other.locator('main').getByText('Stage 4', { exact: true }).waitFor();
    await other.goForward();
    await other.locator('main').getByText('Stage 1', { exact: true }).waitFor();
    await expect(other.locator('tf-stage-prompt textarea[aria-labelledby="instruction-label"]').inputValue()).resolves.toBe(written);
    for (const w of [seen, seenOther]) {
      expect(w.offOrigin).toEqual([]);
      expect(w.errors).toEqual([]);
    }
    await context.close();
  }, 180_000);

  /** A lesson from the menu to its quiz's last answer, in `locale` (its words from lessons/i18n, the stages told by their ids). */
  const walkLesson = async (english: Lesson, locale: string) => {
    const lesson = inLanguage(english, locale);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = watch(page, site.url);
    await page.goto(`${site.url}/?backend=wasm${locale === 'en' ? '' : `&lang=${locale}`}`);
    await page.locator(`tf-classroom-menu button[data-lesson="${lesson.id}"]`).click();
    const player = page.locator(`tf-lesson-player section[data-lesson="${lesson.id}"]`);
    for (let n = 0; n < lesson.steps.length; n++) {
      const step = lesson.steps[n]!;
      // Generous waits: Stage 7's step loads the Toolformer model in the worker beside the base.
      await player.and(page.locator(`[data-step="${n}"]`)).waitFor({ timeout: 60_000 });
      await expect(player.locator('h2').innerText()).resolves.toBe(step.title);
      if (step.action.stage) await page.locator(`main .panel[data-stage="${STAGES[step.action.stage - 1]!.id}"]`).waitFor({ timeout: 60_000 });
      // The lesson's last step: the fine-tuned model decodes the lesson's own case.
      if (step.action.stage === 7) await page.locator('tf-stage-decoding section[data-run="tools"][data-status="done"]').waitFor({ timeout: 120_000 });
      // Every claim the step shows gets the model's live numbers and a verdict.
      for (const id of step.claims ?? []) {
        await expect.poll(() => player.locator(`li[data-claim="${id}"]`).getAttribute('data-holds'), { timeout: 90_000 }).not.toBe('pending');
      }
      await expect.poll(() => player.locator('.live').allInnerTexts(), { timeout: 90_000 }).not.toContain('…');
      // The step's own calls reach the filter when the step is about the filter.
      if (step.action.stage === 5 && step.action.calls) {
        for (const c of step.action.calls) await page.locator(`tf-stage-filter article[data-call="${c.call}"]`).first().waitFor({ timeout: 120_000 });
      }
      await player.locator('button[data-action="next"]').click();
    }
    await player.and(page.locator(`[data-step="${lesson.steps.length}"]`)).waitFor({ timeout: 60_000 });
    const quiz = player.locator('tf-lesson-quiz');
    for (const [j, q] of lesson.quiz.entries()) {
      const question = quiz.locator(`fieldset[data-question="${q.id}"]`);
      // The first question is answered wrongly first: the explanation says so.
      if (j === 0) {
        await question.locator('input[data-right="false"]').first().check();
        await expect(question.getAttribute('data-correct')).resolves.toBe('false');
        await expectExplained(question, q.explain);
      }
      await question.locator('input[data-right="true"]').check();
      await expect(question.getAttribute('data-correct')).resolves.toBe('true');
      await expectExplained(question, q.explain);
    }
    await expect(quiz.locator('.score').getAttribute('data-right')).resolves.toBe(String(lesson.quiz.length));
    if (locale === 'en') await expect(quiz.locator('.score').innerText()).resolves.toBe(`${lesson.quiz.length} of ${lesson.quiz.length} right.`);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  };

  for (const lesson of LESSONS) {
    it(`runs the lesson “${lesson.title}” start to finish and answers its quiz`, () => walkLesson(lesson, 'en'), 300_000);
  }
  for (const locale of ['zh-Hans', 'es']) {
    it(`runs the Pittsburgh lesson start to finish in ${locale}, quiz included`, () => walkLesson(lessonById('pittsburgh')!, locale), 300_000);
  }

  it('moves τf over the labelled set exactly as the CLI’s gains predict, and exports the chart', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const seen = watch(page, site.url);
    await page.goto(`${site.url}/?backend=wasm&view=sweep`);
    const summary = page.locator('tf-sweep-panel .summary[data-kept-count]');
    await summary.waitFor({ timeout: 120_000 });
    const expected = await cli;
    // Thresholds in the middle of gaps between the CLI's gains: the browser's fp16 numbers
    // (within 0.01 of the CLI's fp32) cannot fall on the other side of them.
    const gains = [...new Set(expected.candidates.flatMap((c) => (c.gain === null ? [] : [Math.round(c.gain * 100) / 100])))].sort((a, b) => a - b);
    const mids = gains.slice(1).flatMap((g, j) => (g - gains[j]! >= 0.06 ? [(g + gains[j]!) / 2] : [])).filter((t) => t >= -1 && t <= 3);
    const picks = [...new Set([mids[0], mids[Math.floor(mids.length / 3)], mids[Math.floor((2 * mids.length) / 3)], mids.at(-1)].filter((t): t is number => t !== undefined))];
    expect(picks.length).toBeGreaterThanOrEqual(2);
    const slider = page.locator('tf-sweep-panel input[aria-label="tau f for the sweep"]');
    const counts: number[] = [];
    for (const t of [...picks, 3]) {
      const tauF = Math.round(t * 100) / 100;
      await slider.fill(String(tauF));
      // The slider's own readout says the lab took the value.
      await expect.poll(() => slider.locator('xpath=following-sibling::output').innerText()).toBe(tauF.toFixed(2));
      const shown = Number(await summary.getAttribute('data-kept-count'));
      expect(shown, `kept at τf ${tauF}`).toBe(keptFromCli(expected, tauF));
      counts.push(shown);
    }
    // What crossed the line is listed.
    await page.locator('tf-sweep-panel .crossed').getByText(/crossed|now (kept|dropped)|Between/).first().waitFor();
    expect(counts.some((c) => c !== counts[0])).toBe(true);

    for (const kind of ['svg', 'png'] as const) {
      const download = page.waitForEvent('download');
      await page.locator(`tf-sweep-panel button[data-export="${kind}"]`).click();
      const file = readFileSync((await (await download).path())!);
      if (kind === 'svg') expect(file.toString('utf8')).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*kept \(count\)/);
      else expect([...file.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('draws the τ sweeps’ charts for a projector: in presenter mode, in English and in Spanish, labels as large as the text around them, none overlapping or cut off', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = watch(page, site.url);
    // On screen (CSS px): each text's font size and box, the svg's box, and the panel's own text size.
    const layout = () =>
      page.locator('tf-sweep-panel svg.chart').evaluate((svg: SVGSVGElement) => {
        const scale = svg.getScreenCTM()!.a;
        const box = svg.getBoundingClientRect();
        const texts = [...svg.querySelectorAll('text')].map((t) => ({ text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * scale, r: t.getBoundingClientRect().toJSON() as DOMRect }));
        const body = parseFloat(getComputedStyle((svg.getRootNode() as ShadowRoot).host).fontSize);
        const outside = texts.filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5).map((t) => t.text);
        const overlaps = texts.flatMap((a, i) => texts.slice(i + 1).filter((b) => Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 0.5 && Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 0.5).map((b) => `${a.text} × ${b.text}`));
        return { smallest: Math.min(...texts.map((t) => t.px)), body, outside, overlaps };
      });
    for (const lang of ['en', 'es']) {
      await page.goto(`${site.url}/?backend=wasm&view=sweep&presenter=1${lang === 'en' ? '' : `&lang=${lang}`}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      for (const [tab, ready] of [['tauF', 'data-kept-count'], ['tauS', 'data-positions']] as const) {
        await page.locator(`tf-sweep-panel #tab-${tab}`).click();
        await page.locator(`tf-sweep-panel .summary[${ready}]`).waitFor({ timeout: 120_000 });
        const m = await layout();
        expect(m.body, 'presenter mode’s text size').toBeGreaterThanOrEqual(18);
        expect.soft(m.smallest, `${lang} ${tab}: the smallest chart label, in CSS px`).toBeGreaterThanOrEqual(Math.max(18, 0.9 * m.body));
        expect.soft(m.overlaps, `${lang} ${tab}: labels that overlap`).toEqual([]);
        expect.soft(m.outside, `${lang} ${tab}: labels outside the chart`).toEqual([]);
      }
    }
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('sweeps k at decoding with the fine-tuned model as evaluate.ts counts, and exports the chart', async () => {
    const expected = nodeKSweep();
    expected.catch(() => undefined);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const seen = watch(page, site.url);
    await page.goto(`${site.url}/?backend=wasm&view=sweep`);
    await page.locator('tf-sweep-panel #tab-k').click();
    await page.locator('tf-sweep-panel [data-k-progress]').first().waitFor();
    const rows = page.locator('tf-sweep-panel table.k-sweep tbody tr');
    await rows.first().waitFor({ timeout: 240_000 });
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({ k: Number(tr.getAttribute('data-k')), calls: Number(tr.getAttribute('data-calls')), correct: Number(tr.getAttribute('data-correct')) })));
    expect(shown.map((r) => r.k)).toEqual(K_VALUES);
    // A larger k lets <API> in more often: at least as many calls at k = 10 as at k = 1.
    expect(shown.at(-1)!.calls).toBeGreaterThanOrEqual(shown[0]!.calls);
    expect(shown).toEqual(await expected);

    for (const kind of ['svg', 'png'] as const) {
      const download = page.waitForEvent('download');
      await page.locator(`tf-sweep-panel button[data-export="${kind}"]`).click();
      const file = readFileSync((await (await download).path())!);
      if (kind === 'svg') expect(file.toString('utf8')).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*call rate/);
      else expect([...file.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 360_000);

  it('loads and scores with the network cut after the first visit', async () => {
    // A server of its own, so it can be stopped for real.
    const own = await serveStatic(dist);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = watch(page, own.url);
    await page.goto(`${own.url}/?backend=wasm`);
    // A first visit: the model loads, and the service worker has installed (its copy of the site and the models is complete).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (registration.active?.state !== 'activated') await new Promise<void>((ok) => registration.active!.addEventListener('statechange', () => registration.active!.state === 'activated' && ok()));
    });
    await page.locator('tf-backend-badge [data-model="base"][data-backend="wasm"]').waitFor({ timeout: 90_000 });
    await own.close();
    await context.setOffline(true);
    await page.goto(`${own.url}/?backend=wasm&lesson=bottle-price&step=4&k=1&m=1`);
    await page.locator('tf-backend-badge [data-model="base"][data-backend="wasm"]').waitFor({ timeout: 90_000 });
    const card = page.locator('tf-stage-filter article[data-call="Calculator(18 / 24)"]');
    await card.waitFor({ timeout: 120_000 });
    expect(Number.isFinite(Number(await card.getAttribute('data-gain')))).toBe(true);
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await context.close();
  }, 240_000);
});
