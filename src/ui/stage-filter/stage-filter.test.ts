// Stage 5, the filter: each call's weighted losses under the three conditions, L⁻ − L⁺
// against τf, the verdict falling as τf moves, and the placement of e(c, r); on the paper's
// Calculator settings, many candidates: the kept and the best as cards, the rest folded.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-filter', () => {
  const lab = useLab();

  it('shows L⁻, L⁺ and the verdict of every call, which τf moves, and rescores for the other placement', { timeout: 150_000 }, async () => {
    // The bottle-price lesson's step that writes Calculator(18 / 24) and Calendar() in before "$0.75".
    const { page, close } = await lab.open('lesson=bottle-price&step=4&stage=5');
    const stage = page.locator('tf-stage-filter');
    const calc = stage.locator('article[data-call="Calculator(18 / 24)"]');
    await calc.waitFor({ timeout: 120_000 });
    // The losses on the page are the verdict's: L⁻ = min(L(ε), L(e(c, ε))), gain = L⁻ − L⁺.
    const lossOf = async (cond: string) => Number((await calc.locator(`tr[data-condition="${cond}"] td.L`).innerText()).match(/-?[\d.]+/)![0]);
    const [none, without, withResult] = [await lossOf('none'), await lossOf('withoutResult'), await lossOf('withResult')];
    const gain = Number(await calc.getAttribute('data-gain'));
    expect(Math.abs(Math.min(none, without) - withResult - gain)).toBeLessThan(2e-3);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-filter'])).toEqual([]);

    const slider = stage.getByLabel('tau f, the filtering threshold');
    for (const tauF of [Math.floor(gain * 100) / 100 - 0.01, Math.ceil(gain * 100) / 100 + 0.01]) {
      await slider.fill(tauF.toFixed(2));
      await expect.poll(() => calc.locator('.verdict').innerText()).toBe(gain >= tauF ? 'keep' : 'drop');
    }
    // Above L⁻ no result could pass (L⁺ ≥ 0), and the card says so; below it, it does not.
    const lossMinus = Math.min(none, without);
    await slider.fill((Math.ceil(lossMinus * 100) / 100 + 0.01).toFixed(2));
    await expect.poll(() => calc.locator('.ceiling').textContent()).toContain(`L⁻ = ${lossMinus.toFixed(3)}`);
    await slider.fill((Math.floor(lossMinus * 100) / 100 - 0.01).toFixed(2));
    await expect.poll(() => calc.locator('.ceiling').count()).toBe(0);
    await stage.getByRole('radio', { name: 'Inline, at position i' }).check();
    await expect.poll(async () => Number(await calc.getAttribute('data-gain')), { timeout: 90_000 }).not.toBe(gain);
    await close();
  });

  it("opens on the paper's Calculator settings: the kept and the best few as cards, best first, the rest a row each in a fold", { timeout: 150_000 }, async () => {
    const { page, close } = await lab.open('stage=5');
    const stage = page.locator('tf-stage-filter');
    await stage.getByText(/candidates kept at τf = 0.50/).waitFor({ timeout: 120_000 });
    const gains = (rows: string) => stage.locator(rows).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-gain'))));
    const cards = await gains('article.cand');
    const rows = await gains('table.rest tbody tr');
    // τs 0, k 20, m 10 on the bottle-price sentence: far more than a page of cards.
    expect(cards.length + rows.length).toBeGreaterThan(20);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    // Best first, the cards above the fold, and every folded candidate dropped at τf 0.5.
    const order = [...cards, ...rows].map((g) => (Number.isNaN(g) ? -Infinity : g));
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(rows.every((g) => !(g >= 0.5))).toBe(true);
    await expect(stage.locator('details.fold summary').innerText()).resolves.toBe(`${rows.length} more candidates, all dropped at τf = 0.50`);
    // A folded candidate opened becomes a card, with its losses.
    await stage.locator('details.fold summary').click();
    const first = stage.locator('table.rest tbody tr').first();
    const [call, position] = [await first.getAttribute('data-call'), await first.getAttribute('data-position')];
    await first.getByRole('button', { name: 'Open' }).click();
    await stage.locator(`article.cand[data-call="${call}"][data-position="${position}"] tr[data-condition="none"]`).waitFor();
    await expect(stage.locator('table.rest tbody tr').count()).resolves.toBe(rows.length - 1);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-filter'])).toEqual([]);
    await close();
  });
});
