import { describe, expect, it } from 'vitest';
import { scoringSequence } from '../../../src/core/placement.ts';

// x = 10 11 12 13 14 15 16, position i = 3, z = e(c, r) = 90 91 92, separator = 99
const x = [10, 11, 12, 13, 14, 15, 16];
const z = [90, 91, 92];

describe('placement of z while scoring', () => {
  it('L(ε): the text alone, x_i at i, five tokens or what is left', () => {
    expect(scoringSequence(x, 3, [], 'prefix', [99])).toEqual({ tokens: x, targetStart: 3, targetLength: 4 });
    expect(scoringSequence(x, 1, [], 'inline', [99])).toEqual({ tokens: x, targetStart: 1, targetLength: 5 });
  });
  it('prefix (the paper’s): z and a separator before the whole text', () => {
    const s = scoringSequence(x, 3, z, 'prefix', [99]);
    expect(s.tokens).toEqual([90, 91, 92, 99, 10, 11, 12, 13, 14, 15, 16]);
    expect(s.tokens[s.targetStart]).toBe(13);
    expect(s.targetLength).toBe(4);
  });
  it('inline: z right before x_i', () => {
    const s = scoringSequence(x, 3, z, 'inline', [99]);
    expect(s.tokens).toEqual([10, 11, 12, 90, 91, 92, 13, 14, 15, 16]);
    expect(s.tokens[s.targetStart]).toBe(13);
  });
  it('scores the same target tokens in every condition', () => {
    for (const placement of ['prefix', 'inline'] as const) {
      for (const zz of [[], z, [90]]) {
        const s = scoringSequence(x, 2, zz, placement, [99]);
        expect(s.tokens.slice(s.targetStart, s.targetStart + s.targetLength)).toEqual([12, 13, 14, 15, 16]);
      }
    }
  });
  it('rejects a position outside the text', () => {
    expect(() => scoringSequence(x, 7, z, 'prefix', [99])).toThrow(RangeError);
    expect(() => scoringSequence(x, -1, z, 'inline', [99])).toThrow(RangeError);
  });
});
