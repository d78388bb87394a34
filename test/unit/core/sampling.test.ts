import { describe, expect, it } from 'vitest';
import type { CachedContext } from '../../../src/core/model.ts';
import { sampleCalls, sampleCallsAt } from '../../../src/core/sampling.ts';
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
      expect(c.text).toBe(`Calculator(${c.call?.input})`);
      expect(c.tokens).toEqual(v.encode(c.text));
    }
    expect(m.opened).toBe(1);
  });
  it('an arrow also ends the call', async () => {
    const calls = await sampleCalls(model({ [v.arrow]: 20 }), v, tools, context, 3, { m: 2, seed: 1 });
    expect(calls).toHaveLength(2);
    for (const c of calls) {
      expect(c.rejected).toBeUndefined();
      expect(c.text).toMatch(/^Calculator\(18 \/ (24|12)\)$/);
      expect(c.call?.tool).toBe('Calculator');
      expect(['18 / 24', '18 / 12']).toContain(c.call?.input);
    }
  });
  it('is reproducible from the seed, and the seed matters', async () => {
    const inputs = async (seed: number, position = 3) =>
      (await sampleCalls(model({ [v.apiEnd]: 20 }), v, tools, context, position, { m: 16, seed })).map((c) => c.call?.input);
    expect(await inputs(7)).toEqual(await inputs(7));
    const a = await inputs(7);
    const b = await inputs(8);
    expect(a).not.toEqual(b);
    expect(new Set(a).size).toBe(2);
    // The position is part of the seed: another position draws other samples.
    expect(await inputs(7, 4)).not.toEqual(a);
  });
  it('discards samples that never close: end of text, a new line, too long', async () => {
    const rejected = async (ending: Record<number, number>, maxCallTokens?: number) => {
      const calls = await sampleCalls(model(ending), v, tools, context, 3, { m: 2, seed: 1, maxCallTokens });
      expect(calls).toHaveLength(2);
      for (const c of calls) {
        expect(c.call).toBeUndefined();
        if (maxCallTokens !== undefined) expect(c.tokens.length).toBeLessThanOrEqual(maxCallTokens);
      }
      return calls.map((c) => c.rejected);
    };
    expect(await rejected({ [v.eos]: 20 })).toEqual(['the text ended before "]"', 'the text ended before "]"']);
    expect(await rejected({ [id('\n')]: 20 })).toEqual(['a new line began before "]"', 'a new line began before "]"']);
    expect(await rejected({ [id(' x')]: 20 }, 10)).toEqual(['no "]" within 10 tokens', 'no "]" within 10 tokens']);
  });
  it('rejects a closed sample that is not a well-formed call, with the parser’s reason', async () => {
    const m = scriptedModel(v.pieces.length, (ctx) => (ctx[ctx.length - 1] === v.apiStart ? { [id('18')]: 20 } : { [v.apiEnd]: 20 }));
    const [c] = await sampleCalls(m, v, tools, context, 3, { m: 1, seed: 1 });
    expect(c!.call).toBeUndefined();
    expect(c!.text).toBe('18');
    expect(c!.rejected).toBe('not a call');
  });
  it('rejects a sample whose call does not begin right after <API>', async () => {
    // The sample is " x [Calculator(18)": text, then a second "[" opening the call.
    const m = scriptedModel(v.pieces.length, (ctx) => {
      const last = ctx[ctx.length - 1]!;
      if (last === v.apiStart) return ctx.filter((t) => t === v.apiStart).length === 1 ? { [id(' x')]: 20 } : { [id('Calculator')]: 20 };
      if (last === id(' x')) return { [v.apiStart]: 20 };
      if (last === id('Calculator')) return { [id('(')]: 20 };
      if (last === id('(')) return { [id('18')]: 20 };
      if (last === id('18')) return { [id(')')]: 20 };
      return { [v.apiEnd]: 20 };
    });
    const [c] = await sampleCalls(m, v, tools, context, 3, { m: 1, seed: 1 });
    expect(c!.text).toBe(' x [Calculator(18)');
    expect(c!.call).toBeUndefined();
    expect(c!.rejected).toBe('not a call');
  });
  it('m = 0 samples nothing', async () => {
    expect(await sampleCalls(model({}), v, tools, context, 3, { m: 0, seed: 1 })).toEqual([]);
  });
});

describe('sampleCallsAt (every position in one batch, off a cached context)', () => {
  const long = v.encode(' x x x x x x');
  const cached: CachedContext = { tokens: long, dispose() {} };
  const at = [2, 4, 6].map((length) => ({ position: length + 10, length }));

  it('draws what sampleCalls draws at each position, from one branch', async () => {
    const m = model({ [v.apiEnd]: 20 });
    const together = await sampleCallsAt(m, v, tools, cached, at, { m: 5, seed: 3 });
    expect(m.branched).toBe(1);
    expect(m.opened).toBe(0);
    expect(together).toHaveLength(3);
    for (const [p, { position, length }] of at.entries()) {
      const alone = await sampleCalls(model({ [v.apiEnd]: 20 }), v, tools, long.slice(0, length), position, { m: 5, seed: 3 });
      expect(together[p]).toEqual(alone);
      expect(alone.every((c) => c.call)).toBe(true);
    }
  });
  it('lets finished streams leave the batch: they are fed nothing more', async () => {
    // After "(" half the streams close at once (apiEnd), half go on to "18 / 24)".
    const m = scriptedModel(v.pieces.length, (ctx) => {
      const last = ctx[ctx.length - 1]!;
      if (last === v.apiStart) return { [id('Calculator')]: 20 };
      if (last === id('Calculator')) return { [id('(')]: 20 };
      if (last === id('(')) return { [id('18')]: 20, [v.apiEnd]: 20 };
      if (last === id('18')) return { [id(' /')]: 20 };
      if (last === id(' /')) return { [id(' 24')]: 20 };
      if (last === id(' 24')) return { [id(')')]: 20 };
      return { [v.apiEnd]: 20 };
    });
    const fed: number[] = [];
    const branch = m.branch!.bind(m);
    m.branch = (context, lengths) => {
      const streams = branch(context, lengths);
      return { ...streams, append: (tokens) => (fed.push(tokens.filter((t) => t !== null).length), streams.append(tokens)) };
    };
    const drawn = (await sampleCallsAt(m, v, tools, cached, at, { m: 8, seed: 5 })).flat();
    const closedEarly = drawn.filter((c) => c.text === 'Calculator(').length;
    expect(closedEarly).toBeGreaterThan(0);
    expect(closedEarly).toBeLessThan(24);
    // <API>, "Calculator", "(", then only the streams that go on.
    expect(fed.slice(0, 3)).toEqual([24, 24, 24]);
    expect(fed[3]).toBe(24 - closedEarly);
    expect(drawn.filter((c) => c.call?.input === '18 / 24')).toHaveLength(24 - closedEarly);
  });
  it('gives up a stream when the model’s context is full, and skips a position with no room', async () => {
    const m = scriptedModel(v.pieces.length, (ctx) => (ctx[ctx.length - 1] === v.apiStart ? { [id(' x')]: 20 } : { [id(' x')]: 20 }), 8);
    const [short, full] = await sampleCallsAt(m, v, tools, cached, [{ position: 1, length: 2 }, { position: 2, length: 8 }], { m: 2, seed: 1 });
    // 2 context tokens + <API> + 5 sampled = 8: the sixth does not fit.
    for (const c of short!) {
      expect(c.tokens).toHaveLength(5);
      expect(c.rejected).toBe('the model\'s context (8 tokens) filled before "]"');
    }
    for (const c of full!) expect(c.rejected).toMatch(/^no room for a call/);
  });
});

