import { describe, expect, it } from 'vitest';
import { linearize, linearizeForDisplay, parseCalls, stripCalls, toDisplayForm, type ToolSpec } from '../../../src/core/syntax.ts';

const tools: ToolSpec[] = [
  { name: 'Calculator', input: 'raw', maxInputLength: 100 },
  { name: 'Calendar', input: 'none', maxInputLength: 0 },
  { name: 'QA', input: 'quoted', maxInputLength: 200 },
];

describe('e(c), e(c, r), e(c, ε) in the paper’s surface tokens', () => {
  const calc = { tool: 'Calculator', input: '18 / 24' };
  it('writes the three forms with " [", " ->" and "]"', () => {
    expect(linearize(calc)).toBe(' [Calculator(18 / 24)]');
    expect(linearize(calc, '0.75')).toBe(' [Calculator(18 / 24) -> 0.75]');
    expect(linearize(calc, '')).toBe(' [Calculator(18 / 24) ->]');
  });
  it('quotes the QA question and leaves Calendar empty', () => {
    const qa = { tool: 'QA', input: 'What other name is Pittsburgh known by?' };
    expect(linearize(qa, 'Steel City', tools)).toBe(' [QA("What other name is Pittsburgh known by?") -> Steel City]');
    expect(linearize({ tool: 'Calendar', input: '' }, 'Today is Monday, January 30, 2023.', tools)).toBe(
      ' [Calendar() -> Today is Monday, January 30, 2023.]',
    );
  });
  it('has a display form with <API>, → and </API>', () => {
    expect(linearizeForDisplay(calc, '0.75')).toBe('<API>Calculator(18 / 24) → 0.75</API>');
    expect(linearizeForDisplay(calc, '')).toBe('<API>Calculator(18 / 24) →</API>');
    expect(linearizeForDisplay(calc)).toBe('<API>Calculator(18 / 24)</API>');
  });
  it('round-trips through the parser', () => {
    for (const [call, result] of [
      [calc, '0.75'],
      [calc, ''],
      [calc, undefined],
      [{ tool: 'QA', input: 'Who invented the telephone?' }, 'Alexander Graham Bell'],
      [{ tool: 'Calendar', input: '' }, 'Today is Monday, January 30, 2023.'],
    ] as const) {
      const text = `Before${linearize(call, result, tools)} after.`;
      const { calls, malformed } = parseCalls(text, tools);
      expect(malformed).toEqual([]);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ tool: call.tool, input: call.input, result, start: 6 });
      expect(text.slice(calls[0]!.start, calls[0]!.end)).toBe(linearize(call, result, tools));
    }
  });
});

describe('parseCalls', () => {
  it('finds several calls and keeps their offsets', () => {
    const text = 'Each costs [Calculator(18 / 24) -> 0.75] $0.75 and today is [Calendar() -> Today is Monday, January 30, 2023.] Monday.';
    const { calls, malformed } = parseCalls(text, tools);
    expect(malformed).toEqual([]);
    expect(calls.map((c) => [c.tool, c.input, c.result])).toEqual([
      ['Calculator', '18 / 24', '0.75'],
      ['Calendar', '', 'Today is Monday, January 30, 2023.'],
    ]);
    expect(text.slice(calls[0]!.start, calls[0]!.end)).toBe(' [Calculator(18 / 24) -> 0.75]');
  });
  it('accepts parentheses inside a calculator input and brackets that are not calls', () => {
    const { calls, malformed } = parseCalls('See [1] and [sic]: [Calculator((2 + 3) * 4) -> 20]', tools);
    expect(malformed).toEqual([]);
    expect(calls[0]).toMatchObject({ input: '(2 + 3) * 4', result: '20' });
  });
  it('accepts "->" written without the space', () => {
    expect(parseCalls('x [Calculator(1 + 1)->2]', tools).calls[0]).toMatchObject({ result: '2' });
  });
  const bad: [string, string][] = [
    ['It costs [Calculator(18 / 24) -> 0.75 and then', 'unclosed'],
    ['It costs [Calculator(18 / 24)', 'unclosed'],
    ['It costs [Calculator(18 / 24) ->\n0.75]', 'unclosed'],
    ['It costs [Calculator(18 [Calculator(1 + 1)] / 24)]', 'nested'],
    ['Ask [Search("Pittsburgh")] now', 'unknown tool'],
    ['Ask [QA(What is the capital of France?)] now', 'bad quoting'],
    ['Ask [QA("What is "the" capital?")] now', 'bad quoting'],
    ['Ask [QA("unterminated)] now', 'bad quoting'],
    ['Sum [Calculator("1 + 1")] now', 'bad quoting'],
    [`Sum [Calculator(${'1 + '.repeat(40)}1)] now`, 'argument too long'],
    ['Sum [Calculator(1 + 1 now]', 'bad syntax'],
    ['Sum [Calculator(1 + 1) => 2]', 'bad syntax'],
    ['Day [Calendar(tomorrow)]', 'bad syntax'],
  ];
  it.each(bad)('rejects %j as %s, with a one-line message', (text, reason) => {
    const { calls, malformed } = parseCalls(text, tools);
    expect(calls).toEqual([]);
    expect(malformed).toHaveLength(1);
    expect(malformed[0]!.reason).toBe(reason);
    expect(malformed[0]!.message).not.toMatch(/\n/);
    expect(malformed[0]!.message.length).toBeGreaterThan(5);
  });
  it('goes on after a malformed call', () => {
    const { calls, malformed } = parseCalls('[Foo(1)] then [Calculator(2 * 3) -> 6]', tools);
    expect(malformed.map((m) => m.reason)).toEqual(['unknown tool']);
    expect(calls.map((c) => c.result)).toEqual(['6']);
  });
  it('finds nothing in plain text, empty text or a huge text', () => {
    expect(parseCalls('', tools)).toEqual({ calls: [], malformed: [] });
    expect(parseCalls('Pittsburgh is also known as the Steel City.', tools)).toEqual({ calls: [], malformed: [] });
    expect(parseCalls('[['.repeat(50_000), tools).calls).toEqual([]);
  });
  // Linear in the text: each search for "]", "[" and the line end starts where the last one
  // stopped. Measured here (2 shared cores), 1 / 2 / 4 MB: unclosed "[Calculator(\n" 58 / 70 /
  // 186 ms, closed "[Calculator(1)] " 118 / 217 / 556 ms; before, 446 / 1,923 / 16,931 ms and
  // 504 / 1,643 / 14,189 ms. The test asserts the growth, not a time.
  it.each([
    ['unclosed calls, one per line', '[Calculator(\n', 'malformed'],
    ['closed calls on one line', '[Calculator(1)] ', 'calls'],
  ] as const)('takes time linear in the text: %s', (_label, unit, found) => {
    const best = (mb: number) => {
      const text = unit.repeat(Math.ceil((mb * 2 ** 20) / unit.length));
      let ms = Infinity;
      for (let j = 0; j < 3; j++) {
        const t = performance.now();
        const r = parseCalls(text, tools);
        ms = Math.min(ms, performance.now() - t);
        expect(r[found].length).toBe(Math.ceil((mb * 2 ** 20) / unit.length));
      }
      return ms;
    };
    best(0.25); // warm up the JIT
    // 8× the text: linear is 8× the time, quadratic 64×; the wide margin absorbs a busy machine's noise.
    expect(best(4) / best(0.5)).toBeLessThan(24);
  }, 60_000);
});

describe('display and stripping', () => {
  const text = 'Pittsburgh is also known as [QA("What other name is Pittsburgh known by?") -> Steel City] the Steel City.';
  it('shows calls with <API>, → and </API>', () => {
    expect(toDisplayForm(text, tools)).toBe(
      'Pittsburgh is also known as <API>QA("What other name is Pittsburgh known by?") → Steel City</API> the Steel City.',
    );
  });
  it('removes calls to give the plain text back', () => {
    expect(stripCalls(text, tools)).toBe('Pittsburgh is also known as the Steel City.');
  });
});
