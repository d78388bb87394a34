// The composed arithmetic texts (train/corpus/phrasing_math.py: demos2.txt and round 1's
// annotate2.jsonl) against the TypeScript side that reads them: the Calculator gives each call's
// answer, the text right after the call says it (in the text's own money sign and separators),
// and the paper's heuristic lets the text through to the Calculator.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { worthTrying } from '../../src/pipeline/heuristics.ts';
import { calculate } from '../../src/tools/calculator.ts';
import { describeNeeding, python } from '../requirements.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sample = `
import json, sys
sys.path.insert(0, 'train/corpus')
import phrasing_math as M
for it in M.sample(600, 7):
    sp = it.spots[0]
    print(json.dumps({"text": it.text, "pos": sp["pos"], "expr": sp["expr"], "answer": sp["answer"], "surface": it.meta["surface"]}))
`;

interface Composed { text: string; pos: number; expr: string; answer: string; surface: { currency: string; grouped: boolean } }

describeNeeding(['python'], 'train/corpus/phrasing_math.py', () => {
  it('writes calls the Calculator answers, in texts that say the answer as people write numbers', () => {
    const r = spawnSync(python, ['-c', sample], { cwd: root, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const items = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Composed);
    expect(items).toHaveLength(600);
    for (const { text, pos, expr, answer } of items) {
      expect(text[pos], `${text} | the call goes before the space before its answer`).toBe(' ');
      expect(calculate(expr), expr).toEqual({ ok: true, result: answer });
      // What follows the call, read as the call writes numbers: "€1,464.12" → "1464.12".
      const said = text.slice(pos + 1).replace(/^[$€£]/, '').replace(/^(\d{1,3}(?:,\d{3})+)/, (n) => n.replace(/,/g, ''));
      expect(said.startsWith(answer) && !/^\d/.test(said.slice(answer.length)), `${text} | ${answer}`).toBe(true);
      expect(worthTrying('Calculator', text, undefined), text).toBe(true);
    }
    // Both ways of writing a number occur, and every money sign.
    expect(items.filter((i) => /\d,\d{3}/.test(i.text)).length).toBeGreaterThan(20);
    expect(items.filter((i) => i.surface.grouped === false && /(?<![\d.,$€£])\d{5,}/.test(i.text)).length).toBeGreaterThan(0);
    for (const sign of ['$', '€', '£']) expect(items.some((i) => i.text.includes(sign)), sign).toBe(true);
    // A year is never written "1,995".
    expect(items.filter((i) => /\b(?:in|In|from|since|dated \w+ \d+,) 1,\d{3}\b/.test(i.text)).map((i) => i.text)).toEqual([]);
  });

  it("passes the generator's own self-check (operands before the call, one spot, answers, frames)", () => {
    const r = spawnSync(python, ['train/corpus/phrasing_math.py', '2000'], { cwd: root, encoding: 'utf8' });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    expect(r.stdout).toMatch(/all checks passed/);
  });
});
