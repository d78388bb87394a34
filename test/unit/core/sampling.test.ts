import { describe, expect, it } from 'vitest';
import { sampleCalls } from '../../../src/core/sampling.ts';
import type { ToolSpec } from '../../../src/core/syntax.ts';
import { scriptedModel, scriptedVocabulary } from './scripted.ts';

// The call sampler's mechanics (stop rules, seeds), driven by a scripted step.
const tools: ToolSpec[] = [{ name: 'Calculator', input: 'raw', maxInputLength: 100 }];
const v = scriptedVocabulary(['Calculator', '(', '18', ' /', ' 24', ' 12', ')', ' x', '\n']);
const id = (p: string) => v.encode(p)[0]!;
const context = v.encode(' x x');

/** After "/" the script is undecided between 24 and 12; `ending` is what follows ")". */
function model(ending: Record<number, number>) {
  return scriptedModel(v.pieces.length, (ctx) => {
    const last = ctx[ctx.length - 1]!;
    if (last === v.apiStart) return { [id('Calculator')]: 20 };
    if (last === id('Calculator')) return { [id('(')]: 20 };
    if (last === id('(')) return { [id('18')]: 20 };
    if (last === id('18')) return { [id(' /')]: 20 };
    if (last === id(' /')) return { [id(' 24')]: 20, [id(' 12')]: 20 };
    if (last === id(' 24') || last === id(' 12')) return { [id(')')]: 20 };
    if (last === id(')')) return ending;
    if (last === id(' x')) return { [id(' x')]: 20 };
    return { [v.eos]: 20 };
  });
}

describe('sampleCalls', () => {
  it('samples m closed calls after appending <API>, and parses them', async () => {
    const m = model({ [v.apiEnd]: 20 });
    const calls = await sampleCalls(m, v, tools, context, 3, { m: 6, seed: 1 });
    expect(calls).toHaveLength(6);
    for (const c of calls) {
      expect(c.rejected).toBeUndefined();
      expect(c.call?.tool).toBe('Calculator');
      expect(['18 / 24', '18 / 12']).toContain(c.call?.input);
    }
    expect(m.opened).toBe(1);
  });
  it('an arrow also ends the call', async () => {
    const calls = await sampleCalls(model({ [v.arrow]: 20 }), v, tools, context, 3, { m: 2, seed: 1 });
    expect(calls.every((c) => c.call?.tool === 'Calculator')).toBe(true);
  });
  it('is reproducible from the seed, and the seed matters', async () => {
    const inputs = async (seed: number) =>
      (await sampleCalls(model({ [v.apiEnd]: 20 }), v, tools, context, 3, { m: 16, seed })).map((c) => c.call?.input);
    expect(await inputs(7)).toEqual(await inputs(7));
    const a = await inputs(7);
    const b = await inputs(8);
    expect(a).not.toEqual(b);
    expect(new Set(a).size).toBe(2);
  });
  it('discards samples that never close: end of text, a new line, too long', async () => {
    const eos = await sampleCalls(model({ [v.eos]: 20 }), v, tools, context, 3, { m: 2, seed: 1 });
    expect(eos.every((c) => c.call === undefined && /ended/.test(c.rejected!))).toBe(true);
    const nl = await sampleCalls(model({ [id('\n')]: 20 }), v, tools, context, 3, { m: 2, seed: 1 });
    expect(nl.every((c) => c.call === undefined && /new line/.test(c.rejected!))).toBe(true);
    const long = await sampleCalls(model({ [id(' x')]: 20 }), v, tools, context, 3, { m: 2, seed: 1, maxCallTokens: 10 });
    expect(long.every((c) => c.call === undefined && /within 10 tokens/.test(c.rejected!))).toBe(true);
  });
  it('rejects a closed sample that is not a well-formed call, with the parser’s reason', async () => {
    const m = scriptedModel(v.pieces.length, (ctx) => (ctx[ctx.length - 1] === v.apiStart ? { [id('18')]: 20 } : { [v.apiEnd]: 20 }));
    const [c] = await sampleCalls(m, v, tools, context, 3, { m: 1, seed: 1 });
    expect(c!.call).toBeUndefined();
    expect(c!.text).toBe('18');
    expect(c!.rejected).toBe('not a call');
  });
  it('m = 0 samples nothing', async () => {
    expect(await sampleCalls(model({}), v, tools, context, 3, { m: 0, seed: 1 })).toEqual([]);
  });
});
