// The τ sweeps: τf over the labelled set (kept, precision, recall, what crossed the line), τs
// over positions, each a tab whose choice a link keeps; the charts' legends and titles laid out
// from their words' widths (in Chromium, presenter mode's large labels: test/e2e/classroom.test.ts).
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';
import { flow, wrap } from './plot.ts';

describe('the charts’ layout', () => {
  const width = (text: string) => 10 * [...text].length;

  it('starts a new legend row rather than pass the chart’s edge', () => {
    expect(flow([100, 100, 100], 0, 250, 10)).toEqual([
      { x: 0, row: 0 },
      { x: 110, row: 0 },
      { x: 0, row: 1 },
    ]);
    // An item wider than a row still gets one, alone.
    expect(flow([300, 50], 0, 250, 10)).toEqual([
      { x: 0, row: 0 },
      { x: 0, row: 1 },
    ]);
  });

  it('wraps a title at spaces, and between Chinese characters', () => {
    expect(wrap('share of useful places', 120, width)).toEqual(['share of', 'useful', 'places']);
    expect(wrap('calls kept', 200, width)).toEqual(['calls kept']);
    expect(wrap('有用位置的占比', 30, width)).toEqual(['有用位', '置的占', '比']);
  });
});

describeNeeding(['browser', 'models'], 'tf-sweep-panel', () => {
  const lab = useLab();

  it('slides τf and says what crossed the line, switches to τs, and a link keeps the tab', { timeout: 150_000 }, async () => {
    const { page, close } = await lab.open('view=sweep');
    const panel = page.locator('tf-sweep-panel');
    const summary = panel.locator('.summary[data-kept-count]');
    await summary.waitFor({ timeout: 120_000 });
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-sweep-panel'])).toEqual([]);
    const slider = panel.getByLabel('tau f for the sweep');
    await slider.fill('3');
    const keptAt3 = Number(await summary.getAttribute('data-kept-count'));
    await slider.fill('-1');
    await expect.poll(async () => Number(await summary.getAttribute('data-kept-count'))).toBeGreaterThan(keptAt3);
    // Everything that crossed from τf 3 to −1 is now kept, and listed as such.
    await expect.poll(() => panel.locator('[data-crossed]').count()).toBeGreaterThan(0);
    for (const li of await panel.locator('[data-crossed]').allInnerTexts()) expect(li).toMatch(/^now kept/);

    await panel.getByRole('tab', { name: 'τs: positions kept' }).click();
    await expect(panel.getByRole('tab', { name: 'τs: positions kept' }).getAttribute('aria-selected')).resolves.toBe('true');
    await panel.getByLabel('tau s for the sweep').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('sweep')).toBe('tauS');
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect.poll(() => other.locator('tf-sweep-panel').getByRole('tab', { name: 'τs: positions kept' }).getAttribute('aria-selected')).toBe('true');
    await other.close();
    await close();
  });
});
