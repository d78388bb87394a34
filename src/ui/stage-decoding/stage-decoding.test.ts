// Stage 7: the Toolformer model decodes with interrupt → call → resume beside the same model
// with <API> switched off; playback steps through the events.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadModel } from '../../cli/model.ts';
import { EVAL_MAX_NEW_TOKENS, evaluateItem, type EvalItem, type TaskKind } from '../../pipeline/evaluate.ts';
import { resultUse } from '../../pipeline/result-use.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding, modelsDir } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-stage-decoding', () => {
  const lab = useLab();

  it('decodes with the tool loop beside the tools-off run, steps through it, and says each call on the page', { timeout: 150_000 }, async () => {
    const { page, close } = await lab.open(`stage=7&from=${encodeURIComponent('A case contains 24 bottles and costs $18. Each bottle costs')}&tokens=12`);
    const stage = page.locator('tf-stage-decoding');
    const tools = stage.locator('section[data-run="tools"]');
    const plain = stage.locator('section[data-run="plain"]');
    await tools.and(page.locator('[data-status="done"]')).waitFor({ timeout: 120_000 });
    await plain.and(page.locator('[data-status="done"]')).waitFor({ timeout: 120_000 });
    await expect(stage.getByLabel('most new tokens').inputValue()).resolves.toBe('12');
    // Playback: back to the start, one step, then the end.
    await stage.locator('button[data-action="restart"]').click();
    await stage.locator('button[data-action="play"]').click();
    await stage.locator('button[data-action="step"]').click();
    await expect(tools.getAttribute('data-complete')).resolves.toBe('false');
    await stage.locator('button[data-action="end"]').click();
    await tools.and(page.locator('[data-complete="true"]')).waitFor();
    await expect(tools.locator('.calls').innerText()).resolves.toMatch(/^(No call\.|Called \w+\(.*\) → )/);
    await expect(plain.locator('.calls').innerText()).resolves.toMatch(/^No call\./);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-stage-decoding'])).toEqual([]);
    await close();
  });

  it('opened straight from a link, decodes from the sentence up to where the pipeline puts the call, once it knows', { timeout: 150_000 }, async () => {
    // No "from": the text to continue is the default, which needs Stage 2's positions (and Stage 5's verdicts).
    const { page, close } = await lab.open('stage=7');
    const tools = page.locator('tf-stage-decoding section[data-run="tools"]');
    await expect.poll(async () => (await tools.getAttribute('data-status')) === 'done' && (await page.locator('tf-stage-decoding textarea').inputValue()), { timeout: 120_000 }).toBe('A case contains 24 bottles and costs $18. Each bottle costs');
    await page.locator('tf-stage-decoding button[data-action="end"]').click();
    // It decoded from that text: the shipped model writes its call and a price, not nothing.
    await expect.poll(() => tools.getAttribute('data-completion'), { timeout: 120_000 }).toMatch(/^ \[Calculator\(/);
    await close();
  });

  it('says when a call never reached →: here decoding stops inside the call', { timeout: 150_000 }, async () => {
    // Four new tokens: the model opens its call right after "costs" and is still writing it when the limit comes.
    const { page, close } = await lab.open(`stage=7&from=${encodeURIComponent('A case contains 24 bottles and costs $18. Each bottle costs')}&tokens=4`);
    const tools = page.locator('tf-stage-decoding section[data-run="tools"]');
    await tools.and(page.locator('[data-status="done"]')).waitFor({ timeout: 120_000 });
    await page.locator('tf-stage-decoding button[data-action="end"]').click();
    const completion = (await tools.getAttribute('data-completion'))!;
    expect(completion).toMatch(/^ \[Calculator\(/);
    expect(completion).not.toContain('->');
    await expect(tools.locator('.calls .unclosed').innerText()).resolves.toBe(
      `Opened ${completion.trim()} and never reached →, so no tool ran: decoding stopped first (the most new tokens were written).`,
    );
    await expect(tools.locator('.calls').innerText()).resolves.not.toMatch(/No call/);
    await close();
  });

  it('flags a result the model then does not use, on a hand-written prompt where the shipped model does so (found, not typed)', { timeout: 240_000 }, async () => {
    // Stage 7's decoding as `toolformer eval` runs it (k 10, one call, 40 new tokens), on the fp16 weights the page runs.
    const lm = await loadModel(join(modelsDir, 'toolformer'), 'fp16');
    const items = readFileSync(join(modelsDir, 'eval', 'hand', 'prompts.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as EvalItem & { kind: TaskKind; split: string })
      .filter((i) => i.split === 'look');
    let found: { item: EvalItem; said: string } | undefined;
    for (const item of items) {
      const r = await evaluateItem(lm, item.kind, item, { k: 10, disableTools: false }, EVAL_MAX_NEW_TOKENS);
      const use = r.calls.map((c, j) => resultUse(r.completion, j, c)).find((u) => u.use === 'ignored');
      if (use?.use === 'ignored') {
        found = { item, said: use.said };
        break;
      }
    }
    await lm.dispose();
    expect(found, 'a hand-written prompt where the shipped model ignores its result').toBeDefined();
    console.log(`[ignored] ${found!.item.id}: "${found!.item.prompt}" → the model wrote "${found!.said}" after its call`);
    const { item, said } = found!;
    const { page, close } = await lab.open(`stage=7&from=${encodeURIComponent(item.prompt)}&tokens=${EVAL_MAX_NEW_TOKENS}${item.date ? `&now=${item.date}` : ''}`);
    const tools = page.locator('tf-stage-decoding section[data-run="tools"]');
    await tools.and(page.locator('[data-status="done"]')).waitFor({ timeout: 120_000 });
    await page.locator('tf-stage-decoding button[data-action="end"]').click();
    await expect(tools.locator('.calls .ignored').innerText()).resolves.toBe(`The model then wrote “${said}”: it did not use the result.`);
    await close();
  });
});
