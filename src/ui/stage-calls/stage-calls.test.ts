// Stage 3: m calls sampled at each chosen position, well-formed or rejected with the reason,
// likeliest position first, with the seed shown and changeable.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-calls', () => {
  const lab = useLab();

  it('samples m calls per position, says why a sample was rejected, and redraws for a new seed', { timeout: 120_000 }, async () => {
    const { page, close } = await lab.open('stage=3&m=3');
    const stage = page.locator('tf-stage-calls');
    const status = stage.getByRole('status').getByText(/samples, \d+ well-formed/);
    await status.waitFor({ timeout: 90_000 });
    const positions = stage.locator('section.position');
    const n = await positions.count();
    expect(n).toBeGreaterThan(0);
    // m = 3 samples at every chosen position, each either a well-formed call or rejected with its reason.
    for (let j = 0; j < n; j++) await expect(positions.nth(j).locator('ol.samples > li').count()).resolves.toBe(3);
    // Likeliest first, as top-k picks them.
    const p = await positions.evaluateAll((els) => els.map((e) => Number(/p_i = ([\d.e+-]+)/.exec(e.querySelector('h3')?.textContent ?? '')?.[1])));
    expect(p.every(Number.isFinite)).toBe(true);
    expect(p).toEqual([...p].sort((a, b) => b - a));
    for (const li of await stage.locator('li[data-rejected="true"]').all()) await expect(li.locator('.why').innerText()).resolves.not.toBe('');
    await expect(stage.getByLabel('seed').inputValue()).resolves.toBe('42');
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-calls'])).toEqual([]);

    await stage.getByLabel('seed').fill('7');
    await stage.getByLabel('seed').dispatchEvent('change');
    await stage.getByRole('status').getByText(/\(seed 7\)/).waitFor({ timeout: 90_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toBe('7');
    await close();
  });
});
