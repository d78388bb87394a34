// Stage 4: each distinct call run by its tool, here on the page; the learner's own calls,
// written before words of the sentence; a call the tools cannot read is refused, saying why.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-execute', () => {
  const lab = useLab();

  it("runs the learner's calls with their tools' results, refuses a malformed one, and removes one", { timeout: 120_000 }, async () => {
    const { page, close } = await lab.open('stage=4&m=1&k=1');
    const stage = page.locator('tf-stage-execute');
    const form = stage.locator('form.custom');
    await form.locator('input[name="words"]').fill('0.75');
    for (const call of ['Calculator(18 / 24)', 'Calendar()']) {
      await form.locator('input[name="call"]').fill(call);
      await form.getByRole('button', { name: 'Add call' }).click();
      await stage.locator(`tr[data-call="${call}"]`).first().waitFor({ timeout: 60_000 });
    }
    await expect(stage.locator('tr[data-call="Calculator(18 / 24)"] .result').first().innerText()).resolves.toBe('0.75');
    await expect(stage.locator('tr[data-call="Calendar()"] .result').first().innerText()).resolves.toBe('Today is Monday, January 30, 2023.');
    // The document's date is the Calendar's today.
    await stage.getByLabel('document date').fill('2024-02-29');
    await stage.getByLabel('document date').dispatchEvent('change');
    await expect.poll(() => stage.locator('tr[data-call="Calendar()"] .result').first().innerText()).toBe('Today is Thursday, February 29, 2024.');

    // Well-formed but not arithmetic: the Calculator runs it and gives no result, saying why.
    await form.locator('input[name="call"]').fill('Calculator(import os)');
    await form.getByRole('button', { name: 'Add call' }).click();
    await expect(stage.locator('tr[data-call="Calculator(import os)"] .none').first().innerText()).resolves.toMatch(/^no result: /);
    // Not a call at all: refused where the learner typed it.
    await form.locator('input[name="call"]').fill('Calculator(1 / 0');
    await form.getByRole('button', { name: 'Add call' }).click();
    await stage.locator('#custom-problem[role="alert"]').waitFor();
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-execute'])).toEqual([]);

    await stage.locator('tr[data-call="Calendar()"]').first().getByRole('button', { name: 'remove this call' }).click();
    await expect.poll(() => stage.locator('tr[data-call="Calendar()"]').count()).toBe(0);
    await close();
  });
});
