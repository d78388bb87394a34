// The stage rail: seven stages in the paper's order, the current one marked, each a click
// (or Enter) away, with what each stage holds so far.
import { expect, it } from 'vitest';
import { STAGES } from '../../app/stages.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-rail', () => {
  const lab = useLab();

  it('lists the seven stages, marks the current one, and goes where it is clicked or keyed', async () => {
    const { page, close } = await lab.open('stage=2');
    const rail = page.locator('tf-stage-rail');
    const buttons = rail.locator('button[data-stage]');
    await buttons.first().waitFor();
    await expect(buttons.count()).resolves.toBe(7);
    for (const st of STAGES) await expect(buttons.nth(st.n - 1).innerText()).resolves.toContain(st.title);
    await expect(rail.locator('button[aria-current="step"]').getAttribute('data-stage')).resolves.toBe('2');
    // Stage 2 says how many positions it chose, once the scan is in.
    await expect.poll(() => rail.locator('button[data-stage="2"] .state').innerText(), { timeout: 60_000 }).toMatch(/\d/);
    await rail.locator('button[data-stage="5"]').click();
    await page.locator('main').getByText('Stage 5', { exact: true }).waitFor();
    await expect(rail.locator('button[aria-current="step"]').getAttribute('data-stage')).resolves.toBe('5');
    await rail.locator('button[data-stage="1"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('main').getByText('Stage 1', { exact: true }).waitFor();
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-rail'])).toEqual([]);
    await close();
  });
});
