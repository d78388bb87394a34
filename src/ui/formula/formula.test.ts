// The formula: KaTeX's rendering of the paper's formulas, with words for screen readers.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-formula', () => {
  const lab = useLab();

  it("renders the stage's formula as math, labelled in words, with the site's own fonts", async () => {
    const { page, close } = await lab.open('stage=5');
    const formula = page.locator('tf-stage-filter tf-formula').first();
    const math = formula.locator('.math');
    await math.locator('.katex').waitFor();
    await expect(math.getAttribute('role')).resolves.toBe('img');
    await expect(math.getAttribute('aria-label')).resolves.not.toBe('');
    await expect(math.locator('.katex-mathml math').count()).resolves.toBe(1);
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('KaTeX') && f.status === 'loaded'))).toBe(true);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-filter', 'tf-formula'])).toEqual([]);
    await close();
  });
});
