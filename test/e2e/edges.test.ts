// The lab's dead ends, in a real Chromium on wasm: for each, the message a learner sees,
// and that the next sentence works again.
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeNeeding } from '../requirements.ts';
import { buildSite, launchBrowser, serveStatic, watch } from './support.ts';

const NORMAL = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.';
const BUS = 'The bus leaves the station at nine, and the trip to the city takes three hours. ';

describeNeeding(['browser', 'models'], 'the lab’s dead ends in Chromium', () => {
  let browser: Browser;
  let site: { url: string; close(): Promise<void> };
  let dist: string;
  let page: Page;
  let seen: ReturnType<typeof watch>;

  beforeAll(async () => {
    dist = await buildSite();
    site = await serveStatic(dist);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    seen = watch(page, site.url);
    await page.goto(`${site.url}/?backend=wasm&stage=2`);
    await page.locator('tf-stage-positions button.tok').first().waitFor({ timeout: 90_000 });
  }, 180_000);

  afterAll(async () => {
    expect(seen?.errors ?? []).toEqual([]);
    await browser?.close();
    await site?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const stage = async (n: number) => {
    await page.locator(`tf-stage-rail button[data-stage="${n}"]`).click();
    await page.locator('main').getByText(`Stage ${n}`, { exact: true }).waitFor();
  };
  const sentence = (text: string) => page.locator('#sentence').fill(text);
  /** Stage 2 works for `text`: its tokens are drawn. */
  const scans = async (text: string) => {
    await stage(2);
    await sentence(text);
    await expect.poll(() => page.locator('tf-stage-positions button.tok').count(), { timeout: 60_000 }).toBeGreaterThan(3);
  };

  it('Stage 7: after "Type a text to continue." the next sentence decodes', async () => {
    await stage(7);
    await sentence('');
    await page.locator('tf-stage-decoding button[data-action="run"]').click();
    await page.locator('tf-stage-decoding').getByText('Type a text to continue.').first().waitFor();
    await sentence(NORMAL);
    await expect.poll(() => page.locator('tf-stage-decoding').getByText('Type a text to continue.').count()).toBe(0);
    await page.locator('tf-stage-decoding section[data-run="tools"]').getByText('Press Run to continue the text.').waitFor();
    await page.locator('tf-stage-decoding input[aria-label="most new tokens"]').fill('8');
    await page.locator('tf-stage-decoding input[aria-label="most new tokens"]').dispatchEvent('change');
    await page.locator('tf-stage-decoding button[data-action="run"]').click();
    await page.locator('tf-stage-decoding section[data-run="tools"][data-status="done"]').waitFor({ timeout: 90_000 });
  }, 120_000);

  it('Stage 7: a continuation that fills the context stops there and says so, keeping what it wrote', async () => {
    await stage(7);
    // 485 tokens: the 48 new tokens asked for do not fit in the 512 the model reads.
    await page.locator('#decode-prompt').fill(`${BUS.repeat(24)}The bus leaves the station`);
    await page.locator('tf-stage-decoding input[aria-label="most new tokens"]').fill('48');
    await page.locator('tf-stage-decoding input[aria-label="most new tokens"]').dispatchEvent('change');
    await page.locator('tf-stage-decoding button[data-action="run"]').click();
    const tools = page.locator('tf-stage-decoding section[data-run="tools"]');
    await tools.and(page.locator('[data-status="done"]')).waitFor({ timeout: 90_000 });
    await page.locator('tf-stage-decoding button[data-action="end"]').click();
    await tools.getByText(/stopped: the model’s context is full/).waitFor();
    expect(((await tools.getAttribute('data-completion')) ?? '').length).toBeGreaterThan(20);
    await page.locator('tf-stage-decoding').getByRole('button', { name: 'Use the sentence again' }).click();
  }, 120_000);

  it('a sentence over the context: Stages 2–5 say so at once, and the next sentence works', async () => {
    await stage(2);
    await sentence(BUS.repeat(70).slice(0, 5000));
    await page.locator('tf-sentence-bar [role="alert"]').getByText(/Too long: the sentence needs \d+ tokens/).waitFor({ timeout: 30_000 });
    await page.locator('tf-stage-positions').getByText('The sentence alone is longer than the model reads').waitFor({ timeout: 30_000 });
    for (const [n, what] of [[3, 'no positions and no samples'], [4, 'no positions to place a call at'], [5, 'no candidates to score']] as const) {
      await stage(n);
      await page.locator('main [role="alert"]').getByText(`Until it fits, there are ${what}.`).waitFor({ timeout: 10_000 });
    }
    await scans(NORMAL);
    await stage(5);
    await page.locator('tf-stage-filter article[data-call]').first().or(page.locator('tf-stage-filter').getByText('No candidates to filter')).waitFor({ timeout: 90_000 });
  }, 180_000);

  it('Chinese text: the lab says the models read English, keeps working, and the note goes with an English sentence', async () => {
    const note = page.locator('tf-sentence-bar [data-note="english-only"]');
    await scans('匹兹堡也被称为钢铁之城。');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/read English only/);
    await scans(NORMAL);
    await expect.poll(() => note.count()).toBe(0);
  }, 120_000);

  it('grey tokens in Stage 2 are explained, and a sentence without them has no note', async () => {
    const note = page.locator('tf-stage-positions [data-note="grey-tokens"]');
    await scans("'stop,' he said.");
    await expect.poll(() => page.locator('tf-stage-positions button.tok[data-p="NaN"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await note.waitFor();
    expect(await note.innerText()).toMatch(/Grey tokens have no p\(<API>\)/);
    await scans(NORMAL);
    await expect.poll(() => note.count()).toBe(0);
  }, 120_000);
});
