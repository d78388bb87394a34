// The hand-written sets (models/eval/hand) are what the models are judged by: every line must
// say what it claims. Each call runs through the real tools and gives the stated result,
// where the text says it; the look/report split and the sizes the issues ask for hold.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { HandText } from '../../../src/pipeline/annotation-eval.ts';
import { isCorrect, type TaskKind } from '../../../src/pipeline/evaluate.ts';
import { worthTrying } from '../../../src/pipeline/heuristics.ts';
import { parseWrittenCall } from '../../../src/pipeline/labelled.ts';
import { parseDay } from '../../../src/tools/calendar.ts';
import facts from '../../../src/tools/qa/facts.json';
import { runTool } from '../../../src/tools/registry.ts';

const read = <T>(name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../models/eval/hand/${name}`, import.meta.url)), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const heldOutAnswers = new Set(facts.filter((f) => !f.pretrain).map((f) => f.answer));

/** Every third item of each group, starting with the first, is "look". */
function splitHolds(items: readonly { split: string }[][]): void {
  for (const group of items) group.forEach((item, j) => expect(item.split, JSON.stringify(item)).toBe(j % 3 === 0 ? 'look' : 'report'));
}

describe('models/eval/hand/annotation.jsonl: texts with the call a person would insert', () => {
  const items = read<HandText>('annotation.jsonl');
  const of = (tool: string) => items.filter((i) => i.tool === tool);

  it('has ≥ 120 texts: each tool and "none", split a look third / a report two thirds', () => {
    expect(items.length).toBeGreaterThanOrEqual(120);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const tool of ['Calculator', 'Calendar', 'QA', 'none']) expect(of(tool).length, tool).toBeGreaterThanOrEqual(20);
    splitHolds(['Calculator', 'Calendar', 'QA', 'none'].map(of));
  });

  it('every call runs, gives its result, and the text says that result where the call stands', async () => {
    for (const item of items.filter((i) => i.tool !== 'none')) {
      expect(item.text.includes(item.at!), item.id).toBe(true);
      const call = parseWrittenCall(item.call!);
      expect(call.tool, item.id).toBe(item.tool);
      const out = await runTool(call.tool, call.input, { now: parseDay(item.date) });
      expect(out.ok && out.result, item.id).toBe(item.result);
      expect(worthTrying(item.tool, item.text, item.date), `${item.id}: the paper's heuristic lets it through`).toBe(true);
      const said = item.text.slice(item.text.indexOf(item.at!));
      if (item.tool === 'Calculator') expect(isCorrect('math', said, item.result!), item.id).toBe(true);
      if (item.tool === 'QA') {
        expect(said.toLowerCase().includes(item.result!.toLowerCase()), item.id).toBe(true);
        expect(heldOutAnswers.has(item.result!), `${item.id}: a fact never in pretraining`).toBe(true);
      }
    }
  });
});

describe('models/eval/hand/prompts.jsonl: prompts cut before the answer', () => {
  const items = read<{ id: string; split: string; kind: TaskKind; prompt: string; answer: string; call: string; date?: string }>('prompts.jsonl');
  const of = (kind: string) => items.filter((i) => i.kind === kind);

  it('has ≥ 150 prompts (≥ 60 arithmetic, ≥ 40 dates, ≥ 50 facts), split a look third / a report two thirds', () => {
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(of('math').length).toBeGreaterThanOrEqual(60);
    expect(of('dates').length).toBeGreaterThanOrEqual(40);
    expect(of('facts').length).toBeGreaterThanOrEqual(50);
    splitHolds(['math', 'dates', 'facts'].map(of));
  });

  it('the right call gives the answer; facts are ones the base model never read', async () => {
    for (const item of items) {
      const call = parseWrittenCall(item.call);
      const out = await runTool(call.tool, call.input, { now: parseDay(item.date) });
      expect(out.ok, item.id).toBe(true);
      expect(isCorrect(item.kind, out.ok ? ` ${out.result}` : '', item.answer), `${item.id}: ${item.call}`).toBe(true);
      if (item.kind === 'facts') expect(heldOutAnswers.has(item.answer), item.id).toBe(true);
    }
  });
});
