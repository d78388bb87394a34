// Stage 6, C*: the kept calls written into the sentence where they were sampled, the
// session's collection, its JSONL, and a text taken out of it.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-cstar', () => {
  const lab = useLab();

  it('writes the kept call into the sentence, collects it, downloads C* as JSONL, and forgets a text', { timeout: 150_000 }, async () => {
    // The bottle-price lesson's filter step (Calculator(18 / 24) written in), with τf low enough for it to be kept.
    const { page, close } = await lab.open('lesson=bottle-price&step=4&stage=5&tauF=0');
    await page.locator('tf-stage-filter article[data-call="Calculator(18 / 24)"][data-kept="true"]').waitFor({ timeout: 120_000 });
    await page.locator('tf-stage-rail button[data-stage="6"]').click();
    const stage = page.locator('tf-stage-cstar');
    const aug = stage.locator('.card.aug');
    await aug.waitFor();
    await expect(aug.locator('mark').allInnerTexts()).resolves.toContain('<API>Calculator(18 / 24) → 0.75</API>');
    await expect(stage.locator('.surface').innerText()).resolves.toContain(' [Calculator(18 / 24) -> 0.75]');
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-cstar'])).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), stage.getByRole('button', { name: 'Download C* as JSONL' }).click()]);
    const lines = readFileSync((await download.path())!, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { text: string });
    expect(lines.length).toBe(1);
    expect(lines[0]!.text).toContain('[Calculator(18 / 24) -> 0.75]');

    await stage.getByRole('button', { name: 'remove this text from C*' }).click();
    await stage.getByText('Empty so far.').waitFor();
    await close();
  });
});
