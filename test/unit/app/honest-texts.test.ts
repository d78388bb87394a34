// What a reading of the lab against the paper and the study guides found untrue stays gone:
// nothing the lab or a lesson says may say it again (the teaching issue's list).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext) && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}
const lab = [...files('src/ui', '.ts'), ...files('src/app', '.ts'), ...files('lessons', '.json')].map((f) => ({ f, text: readFileSync(f, 'utf8') }));

describe('the lab no longer says what is not so', () => {
  const untrue: [RegExp, string][] = [
    [/never told what a tool is/i, 'the base model was pretrained on demonstrations in P(x)’s layout'],
    [/with its arrow and result/i, 'P(x)’s demonstrations carry no arrow and no result'],
    [/texts without calls are never added/i, 'C* holds every text of C'],
    [/\b24 new tokens\b/i, 'the k sweep decodes 40 new tokens'],
    [/newline[^.]*footnote 3|footnote 3[^.]*newline/i, 'the newline after the prefix is ours, not the paper’s'],
  ];
  for (const [pattern, because] of untrue) {
    it(`nowhere: ${pattern} (${because})`, () => {
      expect(lab.filter((x) => pattern.test(x.text)).map((x) => x.f)).toEqual([]);
    });
  }

  it('labels Calculator(2000 + 24) before “2024” useful, by the sweep set’s own definition', () => {
    const sweep = JSON.parse(readFileSync('lessons/sweep.json', 'utf8')) as { items: { candidates: { call: string; label: string }[] }[] };
    const c = sweep.items.flatMap((i) => i.candidates).find((x) => x.call === 'Calculator(2000 + 24)');
    expect(c?.label).toBe('useful');
  });
});
