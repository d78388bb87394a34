import { describe, expect, it } from 'vitest';
import { collectDecode, decodeWithTools, type DecodeEvent, type ToolOutcome } from '../../../src/core/decode.ts';
import type { ApiCall, ToolSpec } from '../../../src/core/syntax.ts';
import { scriptedModel, scriptedVocabulary } from './scripted.ts';

// The decoding state machine, driven by a scripted next-token step: these tests
// check the loop (when a call starts, what is fed, when it stops), not a model.
const tools: ToolSpec[] = [
  { name: 'Calculator', input: 'raw', maxInputLength: 100 },
  { name: 'Calendar', input: 'none', maxInputLength: 0 },
];
const v = scriptedVocabulary([' A', ' case', ' costs', ' $', '18', ' Each', ' bottle', 'Calculator', 'Foo', '(', ' /', ' 24', ')', ' 0.75', '.', '\n', ' and', ' 18']);
const id = (piece: string) => v.encode(piece)[0]!;

/**
 * apiLogit: how strongly the script wants <API> after "Each bottle costs" (the greedy choice there is " $" at 2).
 * closer: what the script writes after ")"; apiInCall: a logit for <API> right after "(", inside the call.
 */
function bottleModel(apiLogit = 1, callName = 'Calculator', { closer = v.arrow, apiInCall, contextSize }: { closer?: number; apiInCall?: number; contextSize?: number } = {}) {
  return scriptedModel(v.pieces.length, (ctx) => {
    const last = ctx[ctx.length - 1]!;
    const prev = ctx[ctx.length - 2];
    const next = (piece: string, logit = 5) => ({ [id(piece)]: logit });
    if (last === id(' costs') && prev === id(' bottle')) return { [v.apiStart]: apiLogit, [id(' $')]: 2 };
    if (last === v.apiStart) return next(callName);
    if (last === id(callName)) return next('(');
    if (last === id('(')) return { ...next('18'), ...(apiInCall === undefined ? {} : { [v.apiStart]: apiInCall }) };
    if (last === id('18') && prev === id('(')) return next(' /');
    if (last === id(' /')) return next(' 24');
    if (last === id(' 24') && prev === id(' /')) return next(')');
    if (last === id(')')) return { [closer]: 5 };
    if (last === v.apiEnd) return next(' $');
    if (last === id(' $') && prev === v.apiEnd) return next(' 0.75');
    if (last === id(' $')) return next('18');
    if (last === id(' 0.75') || last === id('18')) return next('.');
    if (last === id('.')) return { [v.eos]: 5 };
    return { [v.eos]: 5 };
  }, contextSize);
}
const prompt = v.encode(' A case costs $18. Each bottle costs');
const calculator = async (call: ApiCall): Promise<ToolOutcome> =>
  call.tool === 'Calculator' && call.input === '18 / 24' ? { ok: true, result: '0.75' } : { ok: false, reason: 'not arithmetic' };

const types = (events: DecodeEvent[]) => events.map((e) => e.type);

describe('decodeWithTools: interrupt → call → resume', () => {
  it('starts a call when <API> is in the top k, runs the tool at →, splices the result and resumes', async () => {
    const model = bottleModel();
    const { events, done } = await collectDecode(decodeWithTools(model, v, tools, calculator, prompt, { k: 10 }));
    expect(done.completion).toBe(' [Calculator(18 / 24) -> 0.75] $ 0.75.');
    expect(done.calls).toEqual([{ tool: 'Calculator', input: '18 / 24', result: '0.75' }]);
    expect(done.reason).toBe('eos');
    expect(types(events)).toEqual([
      'call-start', 'token', 'token', 'token', 'token', 'token', 'token', 'token', 'token',
      'tool-run', 'result-inserted', 'resume', 'token', 'token', 'token', 'done',
    ]);
    const start = events[0] as Extract<DecodeEvent, { type: 'call-start' }>;
    expect(start.apiRank).toBe(1);
    const inserted = events.find((e) => e.type === 'result-inserted') as Extract<DecodeEvent, { type: 'result-inserted' }>;
    expect(inserted.result).toBe('0.75');
    expect(inserted.text).toBe(' 0.75]');
  });

  it('keeps one KV cache: the model is opened once and the splice is one forward of → and the result', async () => {
    const model = bottleModel();
    await collectDecode(decodeWithTools(model, v, tools, calculator, prompt));
    expect(model.opened).toBe(1);
    expect(model.appended).toContainEqual([v.arrow, id(' 0.75'), v.apiEnd]);
    // Every other append is a single token: nothing is re-fed.
    expect(model.appended.filter((a) => a.length !== 1)).toHaveLength(1);
  });

  it('k = 1 is plain greedy: <API> at rank 1 does not start a call', async () => {
    const { done } = await collectDecode(decodeWithTools(bottleModel(), v, tools, calculator, prompt, { k: 1 }));
    expect(done.calls).toEqual([]);
    expect(done.completion).toBe(' $18.');
  });

  it('a call starts at k = 1 when <API> is the most likely token', async () => {
    const { done } = await collectDecode(decodeWithTools(bottleModel(3), v, tools, calculator, prompt, { k: 1 }));
    expect(done.calls).toHaveLength(1);
  });

  it('tools disabled: p(<API>) = 0, even when it is the most likely token', async () => {
    const { events, done } = await collectDecode(decodeWithTools(bottleModel(9), v, tools, calculator, prompt, { disableTools: true }));
    expect(done.calls).toEqual([]);
    expect(events.some((e) => e.type === 'call-start')).toBe(false);
    expect(done.completion).toBe(' $18.');
  });

  it('at most maxCalls calls: afterwards <API> is never chosen', async () => {
    // A script that would call again right after every call.
    const model = scriptedModel(v.pieces.length, (ctx) => {
      const last = ctx[ctx.length - 1]!;
      if (last === v.apiStart) return { [id('Calculator')]: 5 };
      if (last === id('Calculator')) return { [id('(')]: 5 };
      if (last === id('(')) return { [id('18')]: 5 };
      if (last === id('18')) return { [id(')')]: 5 };
      if (last === id(')')) return { [v.arrow]: 5 };
      return { [v.apiStart]: 9, [id(' and')]: 3 };
    });
    const run = async (maxCalls: number) =>
      (await collectDecode(decodeWithTools(model, v, tools, async () => ({ ok: true, result: '18' }), prompt, { maxCalls, maxNewTokens: 30 }))).done;
    expect((await run(1)).calls).toHaveLength(1);
    expect((await run(2)).calls).toHaveLength(2);
    const none = await run(0);
    expect(none.calls).toHaveLength(0);
    expect(none.completion.startsWith(' and and')).toBe(true);
  });

  it('a tool that fails inserts no result, says why, and decoding goes on', async () => {
    const failing = async (): Promise<ToolOutcome> => ({ ok: false, reason: 'division by zero' });
    const { events, done } = await collectDecode(decodeWithTools(bottleModel(), v, tools, failing, prompt));
    const inserted = events.find((e) => e.type === 'result-inserted') as Extract<DecodeEvent, { type: 'result-inserted' }>;
    expect(inserted).toMatchObject({ result: null, reason: 'division by zero', text: ']' });
    expect(done.completion).toBe(' [Calculator(18 / 24) ->] $ 0.75.');
    expect(done.calls[0]).toMatchObject({ result: null, reason: 'division by zero' });
  });

  it('a malformed call (unknown tool) is reported as an error, no tool runs, and decoding goes on', async () => {
    let ran = 0;
    const counting = async (): Promise<ToolOutcome> => (ran++, { ok: true, result: 'x' });
    const { events, done } = await collectDecode(decodeWithTools(bottleModel(1, 'Foo'), v, tools, counting, prompt));
    expect(ran).toBe(0);
    expect(events.find((e) => e.type === 'error')).toMatchObject({ message: expect.stringContaining('Foo') });
    expect(done.reason).toBe('eos');
  });

  it('an empty result is spliced as e(c, ε): " ->]"', async () => {
    const empty = async (): Promise<ToolOutcome> => ({ ok: true, result: '' });
    const { events, done } = await collectDecode(decodeWithTools(bottleModel(), v, tools, empty, prompt));
    expect(events.find((e) => e.type === 'result-inserted')).toMatchObject({ result: '', text: ']' });
    expect(done.completion).toBe(' [Calculator(18 / 24) ->] $ 0.75.');
  });

  it('<API> is masked inside a call: calls do not nest', async () => {
    const { done } = await collectDecode(decodeWithTools(bottleModel(1, 'Calculator', { apiInCall: 9 }), v, tools, calculator, prompt));
    expect(done.completion).toBe(' [Calculator(18 / 24) -> 0.75] $ 0.75.');
    expect(done.calls).toHaveLength(1);
  });

  it('a call of maxCallTokens tokens runs; one token longer is closed unrun with "]", and decoding goes on', async () => {
    // "Calculator(18 / 24)" is six tokens before →.
    const six = await collectDecode(decodeWithTools(bottleModel(), v, tools, calculator, prompt, { maxCallTokens: 6 }));
    expect(six.done.calls).toHaveLength(1);
    const model = bottleModel();
    const five = await collectDecode(decodeWithTools(model, v, tools, calculator, prompt, { maxCallTokens: 5 }));
    expect(five.done.calls).toEqual([]);
    expect(five.events.some((e) => e.type === 'tool-run')).toBe(false);
    expect(five.events.find((e) => e.type === 'error')).toMatchObject({ message: expect.stringContaining('closed unrun') });
    expect(five.done).toMatchObject({ reason: 'eos', completion: ' [Calculator(18 / 24)] $ 0.75.' });
    expect(model.appended).toContainEqual([id(')'), v.apiEnd]);
  });

  it('a newline inside a call closes it unrun, and does not stop decoding even with stopAtNewline', async () => {
    const model = scriptedModel(v.pieces.length, (ctx) => {
      const last = ctx[ctx.length - 1]!;
      if (last === id(' costs')) return { [v.apiStart]: 9 };
      if (last === v.apiStart) return { [id('Calculator')]: 5 };
      if (last === id('Calculator')) return { [id('(')]: 5 };
      if (last === id('(') || last === id('\n')) return { [id('\n')]: 5 };
      if (last === v.apiEnd) return { [id('.')]: 5 };
      return { [v.eos]: 5 };
    });
    const { events, done } = await collectDecode(decodeWithTools(model, v, tools, calculator, prompt, { stopAtNewline: true }));
    expect(events.find((e) => e.type === 'error')).toMatchObject({ message: expect.stringContaining('closed unrun') });
    expect(done).toMatchObject({ reason: 'eos', completion: ' [Calculator(\n].', calls: [] });
  });

  it('"]" without "->" ends the call unrun, and the text after it is outside the call', async () => {
    let ran = 0;
    const counting = async (): Promise<ToolOutcome> => (ran++, { ok: true, result: '0.75' });
    const { events, done } = await collectDecode(decodeWithTools(bottleModel(1, 'Calculator', { closer: v.apiEnd }), v, tools, counting, prompt));
    expect(ran).toBe(0);
    expect(events.find((e) => e.type === 'error')).toMatchObject({ message: expect.stringContaining('without "->"') });
    expect(done).toMatchObject({ reason: 'eos', completion: ' [Calculator(18 / 24)] $ 0.75.', calls: [] });
    const outside = events.filter((e) => e.type === 'token' && !e.inCall).map((e) => (e as Extract<DecodeEvent, { type: 'token' }>).text);
    expect(outside).toEqual([' [', ' $', ' 0.75', '.']);
  });

  it('stops when the context is full, keeping what it wrote', async () => {
    const chatty = (size: number) => scriptedModel(v.pieces.length, () => ({ [id(' and')]: 5 }), size);
    // The prompt holds 9 tokens: 2 more fit, and the token chosen from the last logits is kept too.
    const a = await collectDecode(decodeWithTools(chatty(prompt.length + 2), v, tools, calculator, prompt));
    expect(a.done).toMatchObject({ reason: 'context', completion: ' and and and' });
    // A full context in the middle of a call: the tool may run, but its result cannot be spliced in.
    const b = await collectDecode(decodeWithTools(bottleModel(1, 'Calculator', { contextSize: prompt.length + 8 }), v, tools, calculator, prompt));
    expect(b.done.reason).toBe('context');
    expect(b.done.completion).toBe(' [Calculator(18 / 24) ->');
    expect(b.events.some((e) => e.type === 'result-inserted')).toBe(false);
  });

  it('stops at max tokens, at a newline when asked, and when cancelled', async () => {
    const chatty = scriptedModel(v.pieces.length, () => ({ [id(' and')]: 5 }));
    const a = await collectDecode(decodeWithTools(chatty, v, tools, calculator, prompt, { maxNewTokens: 4 }));
    expect(a.done).toMatchObject({ reason: 'max-tokens', completion: ' and and and and' });

    const lines = scriptedModel(v.pieces.length, (ctx) => (ctx[ctx.length - 1] === id(' and') ? { [id('\n')]: 5 } : { [id(' and')]: 5 }));
    const b = await collectDecode(decodeWithTools(lines, v, tools, calculator, prompt, { stopAtNewline: true }));
    expect(b.done).toMatchObject({ reason: 'newline', completion: ' and' });

    const controller = new AbortController();
    const events: DecodeEvent[] = [];
    for await (const e of decodeWithTools(chatty, v, tools, calculator, prompt, { signal: controller.signal })) {
      events.push(e);
      if (events.length === 3) controller.abort();
    }
    expect(events.at(-1)).toMatchObject({ type: 'done', reason: 'cancelled' });
    expect(events).toHaveLength(4);
  });
});
