// Stage 1, P(x): the tool's instruction and demonstrations, editable and switchable, the
// prompt as the model reads it, and its length against the model's context.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-prompt', () => {
  const lab = useLab();

  it('shows P(x) with the sentence, follows an edit and a switched-off demonstration, and resets', async () => {
    const { page, close } = await lab.open('stage=1');
    const stage = page.locator('tf-stage-prompt');
    const preview = stage.getByLabel('the prompt with your sentence');
    await stage.locator('.count').getByText('tokens').waitFor({ timeout: 60_000 });
    const shipped = await preview.innerText();
    expect(shipped).toContain('Input: A case contains 24 bottles');
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-prompt'])).toEqual([]);

    const first = stage.locator('.demo[data-demo="0"]');
    const input = await first.locator('textarea').first().inputValue();
    await first.getByLabel('use demonstration 1').uncheck();
    await expect.poll(() => preview.innerText()).not.toContain(input);
    await stage.getByRole('textbox', { name: 'Instruction' }).fill('Call the Calculator where a number is worked out.');
    await expect.poll(() => preview.innerText()).toMatch(/^Call the Calculator where a number is worked out\./);
    await stage.getByRole('button', { name: 'Reset to the shipped prompt' }).click();
    await expect.poll(() => preview.innerText()).toBe(shipped);
    await expect(stage.getByRole('button', { name: 'Reset to the shipped prompt' }).isDisabled()).resolves.toBe(true);

    await stage.getByRole('radio', { name: 'QA' }).check();
    await expect.poll(() => page.locator('tf-sentence-bar').getByLabel('Tool').inputValue()).toBe('QA');
    await close();
  });
});
