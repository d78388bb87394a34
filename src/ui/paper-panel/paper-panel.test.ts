// The paper beside us: its Table 2 next to the funnel that made our C*, its evaluations next
// to ours, reached from the classroom menu and kept by a link.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAPER_KEPT } from '../../app/paper.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

const funnel = JSON.parse(readFileSync('models/eval/funnel.json', 'utf8')) as { funnel: { tool: string; kept: Record<string, number> }[] };
const figure = (text: string) => Number(text.replace(/[,%]/g, ''));

describeNeeding(['browser', 'models'], 'tf-paper-panel', () => {
  const lab = useLab();

  it('sets Table 2 beside our funnel, per tool and τf, and says which tools the lab lacks', { timeout: 90_000 }, async () => {
    const { page, close } = await lab.open('stage=2');
    await page.locator('tf-classroom-menu').getByRole('button', { name: 'The paper beside us' }).click();
    const panel = page.locator('tf-paper-panel');
    await panel.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('paper');
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-paper-panel'])).toEqual([]);
    const ours = new Map(funnel.funnel.map((r) => [r.tool, r]));
    for (const [tool, kept] of Object.entries(PAPER_KEPT)) {
      const cells = await panel.locator(`table[data-table="kept"] tr[data-tool="${tool}"] td`).allInnerTexts();
      expect(cells.slice(0, 3).map(figure)).toEqual([kept['0.5'], kept['1'], kept['2']]);
      const row = ours.get(tool);
      if (row) expect(cells.slice(3).map(figure)).toEqual([row.kept['0.5'], row.kept['1'], row.kept['2']]);
      else expect(cells[3]).toBe('not in the lab');
    }
    // A link keeps the view.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.locator('tf-paper-panel table[data-table="kept"]').waitFor();
    await other.close();
    await close();
  });
});
