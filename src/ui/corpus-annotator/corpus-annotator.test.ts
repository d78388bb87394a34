// Stage 6's corpus annotator: texts pasted (one a line, an optional date), tools, the paper's
// settings per tool, then the funnel in the shape of the paper's Table 2 and C* to download.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-corpus-annotator', () => {
  const lab = useLab();

  it('annotates pasted texts with the chosen tools and shows the funnel per tool', { timeout: 180_000 }, async () => {
    const { page, close } = await lab.open('stage=6');
    const annotator = page.locator('tf-stage-cstar tf-corpus-annotator');
    await annotator.locator('textarea').fill('2023-01-30 | A case contains 24 bottles and costs $18. Each bottle costs $0.75.\nToday is Monday, and the shop opens late.');
    for (const tool of ['QA', 'Calculator']) await annotator.getByRole('checkbox', { name: tool, exact: true }).uncheck();
    await annotator.getByRole('checkbox', { name: 'Calendar', exact: true }).check();
    await annotator.getByRole('button', { name: 'Annotate 2 texts' }).click();
    const funnel = annotator.locator('table.funnel');
    await funnel.waitFor({ timeout: 150_000 });
    const rows = await funnel.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
    expect(rows.map((r) => r[0])).toEqual(['Calendar']);
    // The texts the Calendar's heuristic lets through (as toolformer annotate's); m = 5 samples per position;
    // no column exceeds the one before it.
    const [texts, positions, sampled, wellFormed, distinct, executed] = rows[0]!.slice(1).map(Number);
    expect(texts).toBeGreaterThanOrEqual(1);
    expect(texts).toBeLessThanOrEqual(2);
    expect(sampled).toBe(positions! * 5);
    expect(wellFormed).toBeLessThanOrEqual(sampled!);
    expect(distinct).toBeLessThanOrEqual(wellFormed!);
    expect(executed).toBeLessThanOrEqual(distinct!);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-cstar', 'tf-corpus-annotator'])).toEqual([]);
    await close();
  });
});
