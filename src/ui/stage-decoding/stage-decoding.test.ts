// Stage 7: the Toolformer model decodes with interrupt → call → resume beside the same model
// with <API> switched off; playback steps through the events.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-decoding', () => {
  const lab = useLab();

  it('decodes with the tool loop beside the tools-off run, steps through it, and says each call on the page', { timeout: 150_000 }, async () => {
    const { page, close } = await lab.open(`stage=7&from=${encodeURIComponent('A case contains 24 bottles and costs $18. Each bottle costs')}&tokens=12`);
    const stage = page.locator('tf-stage-decoding');
    const tools = stage.locator('section[data-run="tools"]');
    const plain = stage.locator('section[data-run="plain"]');
    await tools.and(page.locator('[data-status="done"]')).waitFor({ timeout: 120_000 });
    await plain.and(page.locator('[data-status="done"]')).waitFor({ timeout: 120_000 });
    await expect(stage.getByLabel('most new tokens').inputValue()).resolves.toBe('12');
    // Playback: back to the start, one step, then the end.
    await stage.locator('button[data-action="restart"]').click();
    await stage.locator('button[data-action="play"]').click();
    await stage.locator('button[data-action="step"]').click();
    await expect(tools.getAttribute('data-complete')).resolves.toBe('false');
    await stage.locator('button[data-action="end"]').click();
    await tools.and(page.locator('[data-complete="true"]')).waitFor();
    await expect(tools.locator('.calls').innerText()).resolves.toMatch(/^(No call\.|Called \w+\(.*\) → )/);
    await expect(plain.locator('.calls').innerText()).resolves.toMatch(/^No call\./);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-decoding'])).toEqual([]);
    await close();
  });
});
