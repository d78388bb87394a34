// The sentence bar: the text every stage works on, the tool, the guides' examples, and what is
// wrong with a text, said under it.
import { expect, it } from 'vitest';
import { PRESETS } from '../../app/presets.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-sentence-bar', () => {
  const lab = useLab();

  it('takes a typed sentence, an example or a tool, and says what is wrong with a text', { timeout: 120_000 }, async () => {
    const { page, close } = await lab.open('stage=2');
    const bar = page.locator('tf-sentence-bar');
    const sentence = bar.locator('#sentence');
    await expect.poll(() => sentence.inputValue()).toBe(PRESETS[0]!.text);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-sentence-bar'])).toEqual([]);

    await bar.locator('button[data-preset="1"]').click();
    await expect.poll(() => sentence.inputValue()).toBe(PRESETS[1]!.text);
    await expect(bar.getByLabel('Tool').inputValue()).resolves.toBe(PRESETS[1]!.tool);
    await bar.getByLabel('Tool').selectOption('Calendar');
    await expect.poll(() => new URL(page.url()).searchParams.get('tool')).toBe('Calendar');

    await sentence.fill('');
    await bar.getByRole('status').getByText('The sentence is empty.').waitFor();
    await sentence.fill('東京は日本の首都です。');
    await bar.locator('[data-note="english-only"]').waitFor();
    await sentence.fill('A dozen eggs cost $3.60, so one egg costs $0.30.');
    await expect.poll(() => bar.locator('#sentence-message').innerText()).toBe('');
    // Stage 2 follows the bar.
    await expect.poll(async () => (await page.locator('tf-stage-positions button.tok').allInnerTexts()).join('').replaceAll('␣', ' '), { timeout: 60_000 }).toContain('one egg costs');
    await close();
  });
});
