// Stage 2: p(<API>) at every position, shaded; τs and k choose positions; a click chooses or
// unchooses one by hand; the lab opens on the paper's settings for its tool, follows a tool
// chosen, and after a departure they are one click away.
import { expect, it } from 'vitest';
import { paperSettings } from '../../core/paper-settings.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-positions', () => {
  const lab = useLab();

  it('shades every token, chooses by τs and k, and by hand', async () => {
    const { page, close } = await lab.open('stage=2');
    const stage = page.locator('tf-stage-positions');
    const tokens = stage.locator('button.tok');
    await tokens.first().waitFor({ timeout: 60_000 });
    expect(await tokens.count()).toBeGreaterThan(15);
    await expect(tokens.nth(3).getAttribute('aria-label')).resolves.toMatch(/^token 4 ".*": p\(<API>\) = \d/);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-positions'])).toEqual([]);

    // Opened on the paper's Calculator settings (τs 0, k 20); a tool chosen brings its own, until the learner moves one.
    const k = stage.getByLabel('k, the most positions kept');
    await expect(k.inputValue()).resolves.toBe(String(paperSettings('Calculator').k));
    await expect(stage.getByRole('button', { name: /^The paper's/ }).count()).resolves.toBe(0);
    const tool = page.locator('tf-sentence-bar select[aria-label="Tool"]');
    await tool.selectOption('QA');
    await expect.poll(() => k.inputValue()).toBe(String(paperSettings('QA').k));
    // The link names the tool only: the paper's settings come with it.
    await expect.poll(() => [...new URL(page.url()).searchParams.keys()].join()).toBe('backend,stage,tool');
    await k.fill('7');
    await tool.selectOption('Calculator');
    await expect.poll(() => new URL(page.url()).searchParams.get('tool')).toBeNull();
    await expect(k.inputValue()).resolves.toBe('7');
    await stage.getByRole('button', { name: /^The paper's Calculator settings/ }).click();
    await expect.poll(() => k.inputValue()).toBe(String(paperSettings('Calculator').k));

    // At τs 0 every position with p > 0 may be chosen: wait for the Calculator's P(x) to be read
    // (a switched tool means a new forward pass) before k goes to 1.
    const chosen = stage.locator('button.tok[aria-pressed="true"]');
    await expect.poll(() => chosen.count()).toBeGreaterThan(1);
    await stage.getByLabel('k, the most positions kept').fill('1');
    await expect.poll(() => chosen.count()).toBe(1);
    await stage.getByLabel('tau s, the sampling threshold').fill('0.5');
    await expect.poll(() => chosen.count()).toBeLessThanOrEqual(1);
    // By hand: a token no threshold chose.
    const free = stage.locator('button.tok[aria-pressed="false"]').first();
    const index = await free.getAttribute('data-index');
    await free.click();
    await expect(stage.locator(`button.tok[data-index="${index}"]`).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('add')).toBe(index);

    const paper = paperSettings('Calculator');
    await stage.getByRole('button', { name: /^The paper's Calculator settings/ }).click();
    await expect.poll(() => stage.getByLabel('k, the most positions kept').inputValue()).toBe(String(paper.k));
    await expect(stage.getByRole('button', { name: /^The paper's Calculator settings/ }).count()).resolves.toBe(0);
    await close();
  });
});
