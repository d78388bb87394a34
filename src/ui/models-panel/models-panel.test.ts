// How these models were made: reached from the header, Stage 1 and Stage 7; every figure it
// shows is the shipped files' (config.json, models/eval/funnel.json and funnel-round2.json, models/eval/report.json).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

type FunnelFile = { model: string; scorer?: string; cstar: number; funnel: { tool: string; texts: number; kept: Record<string, number> }[] };
const funnels = ['funnel.json', 'funnel-round2.json'].map((file) => JSON.parse(readFileSync(`models/eval/${file}`, 'utf8')) as FunnelFile);
const report = JSON.parse(readFileSync('models/eval/report.json', 'utf8')) as { hand: { accuracy: Record<string, Record<string, { accuracy: number }>> } };
const figure = (text: string) => Number(text.replace(/[,%]/g, ''));

describeNeeding(['browser', 'models'], 'tf-models-panel', () => {
  const lab = useLab();

  it('opens from the header, Stage 1 and Stage 7, and shows the shipped files’ numbers', { timeout: 120_000 }, async () => {
    const { page, close } = await lab.open('stage=1');
    for (const [stage, from] of [['1', 'tf-stage-prompt'], ['7', 'tf-stage-decoding'], [null, 'tf-lab header.top']] as const) {
      if (stage) await page.locator(`tf-stage-rail button[data-stage="${stage}"]`).click();
      await page.locator(from).getByRole('button', { name: /how these models were made/i }).first().click();
      await page.locator('tf-models-panel').waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('models');
      await page.goBack();
      await page.locator('tf-models-panel').waitFor({ state: 'detached' });
    }
    await page.locator('tf-lab header.top button[data-view="models"]').click();
    const panel = page.locator('tf-models-panel');
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-models-panel'])).toEqual([]);

    // The funnels of both rounds: each tool's texts and kept counts, as their files have them.
    for (const [j, funnel] of funnels.entries()) {
      for (const row of funnel.funnel) {
        const cells = await panel.locator(`table[data-table="funnel"][data-round="${j + 1}"] tr[data-tool="${row.tool}"] td`).allInnerTexts();
        expect(figure(cells[0]!)).toBe(row.texts);
        expect(cells.slice(-3).map(figure)).toEqual(['0.5', '1', '2'].map((t) => row.kept[t]));
      }
    }
    // Round 2 says who proposed, who judged, and both C* sizes.
    const round2 = await panel.locator('section[aria-labelledby="m-funnel"] h4 + p').innerText();
    expect(round2).toContain(`In round 2 ${funnels[1]!.model}`);
    expect(round2).toContain(`and ${funnels[1]!.scorer} computes the losses`);
    expect(round2).toContain(`has ${funnels[1]!.cstar.toLocaleString('en')} texts (round 1’s: ${funnels[0]!.cstar.toLocaleString('en')})`);
    // The hand-written eval: the Toolformer row, as report.json has it.
    const cells = await panel.locator('table[data-table="eval-hand"] tr[data-model="toolformer"] td').allInnerTexts();
    expect(cells.slice(0, 4).map(figure)).toEqual(['math', 'dates', 'facts', 'all'].map((k) => Number((100 * report.hand.accuracy.toolformer![k]!.accuracy).toFixed(1))));
    // Three models of one size.
    const sizes = await panel.locator('table[data-table="models"] td[data-parameters]').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-parameters')));
    expect(sizes).toHaveLength(3);
    expect(new Set(sizes).size).toBe(1);

    // On to the paper, and back to the stages from the rail.
    await panel.getByRole('button', { name: 'The paper beside us →' }).click();
    await page.locator('tf-paper-panel').waitFor();
    await page.locator('tf-stage-rail button[data-stage="3"]').click();
    await page.locator('tf-stage-calls').waitFor();
    await expect(page.locator('tf-stage-rail button[data-stage="3"]').getAttribute('aria-current')).resolves.toBe('step');
    await close();
  });
});
