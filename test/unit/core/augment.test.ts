import { describe, expect, it } from 'vitest';
import { augmentText, buildAugmentedCorpus, type KeptCall } from '../../../src/core/augment.ts';

const text = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75. Today is Monday.';
// Positions are token indices; here one token per character is close enough.
const kept = (offset: number, tool: string, input: string, result: string, gain: number, position = offset): KeptCall => ({
  call: { tool, input },
  result,
  offset,
  position,
  lossMinus: gain + 1,
  lossPlus: 1,
  gain,
});
const at = (s: string) => text.indexOf(s) - 1; // before the space-prefixed word

describe('C*: kept calls written into their texts', () => {
  it('inserts e(c, r) before x_i: x* = x_{1:i−1}, e(c, r), x_{i:n}', () => {
    const a = augmentText('t', text, [kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 3)]);
    expect(a?.text).toBe('A case contains 24 bottles and costs $18. Each bottle costs [Calculator(18 / 24) -> 0.75] $0.75. Today is Monday.');
  });
  it('merges several calls, from different tools, in text order', () => {
    const a = augmentText('t', text, [
      kept(at('Monday'), 'Calendar', '', 'Today is Monday, January 30, 2023.', 1.5),
      kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 3),
    ]);
    expect(a?.text).toBe(
      'A case contains 24 bottles and costs $18. Each bottle costs [Calculator(18 / 24) -> 0.75] $0.75. Today is [Calendar() -> Today is Monday, January 30, 2023.] Monday.',
    );
    expect(a?.calls.map((c) => c.call.tool)).toEqual(['Calculator', 'Calendar']);
  });
  it('writes the calls in text order even when the later one has the larger gain', () => {
    const a = augmentText('t', text, [
      kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 1),
      kept(at('Monday'), 'Calendar', '', 'Today is Monday, January 30, 2023.', 4),
    ]);
    expect(a?.text).toBe(
      'A case contains 24 bottles and costs $18. Each bottle costs [Calculator(18 / 24) -> 0.75] $0.75. Today is [Calendar() -> Today is Monday, January 30, 2023.] Monday.',
    );
    expect(a?.calls.map((c) => c.call.tool)).toEqual(['Calculator', 'Calendar']);
  });
  it('never writes overlapping calls: at one place, or fewer than five tokens apart, the larger gain wins', () => {
    const a = augmentText('t', text, [kept(at('$0.75'), 'Calendar', '', 'Today is Monday.', 1.2), kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 3)]);
    expect(a?.calls).toHaveLength(1);
    expect(a?.calls[0]!.call.tool).toBe('Calculator');
    const near = augmentText('t', text, [kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 2, 20), kept(at('$0.75') + 2, 'Calculator', '18 / 24', '0.75', 2.5, 22)]);
    expect(near?.calls.map((c) => c.position)).toEqual([22]);
    const apart = augmentText('t', text, [kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 2, 20), kept(at('Monday'), 'Calendar', '', 'Today is Monday.', 1.5, 25)]);
    expect(apart?.calls).toHaveLength(2);
  });
  it('measures the distance between calls in tokens, not characters', () => {
    // Long tokens: three tokens apart, yet many characters apart — still overlapping.
    const a = augmentText('t', text, [kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 2, 20), kept(at('Monday'), 'Calendar', '', 'Today is Monday.', 1.5, 23)]);
    expect(a?.calls.map((c) => c.call.tool)).toEqual(['Calculator']);
  });
  it('drops texts with no kept call', () => {
    expect(augmentText('t', text, [])).toBeNull();
    const corpus = buildAugmentedCorpus(
      [{ id: 'a', text }, { id: 'b', text: 'Nothing to compute here.' }],
      [{ ...kept(at('$0.75'), 'Calculator', '18 / 24', '0.75', 3), textId: 'a' }],
    );
    expect(corpus.map((c) => c.id)).toEqual(['a']);
    expect(corpus[0]!.original).toBe(text);
  });
  it('ignores an offset outside the text', () => {
    expect(augmentText('t', 'short', [kept(99, 'Calculator', '1 + 1', '2', 3)])).toBeNull();
  });
});
