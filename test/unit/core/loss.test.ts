import { describe, expect, it } from 'vitest';
import { filterCall, lossGain, lossWeights, rawWeight, weightedLoss } from '../../../src/core/loss.ts';

describe('loss weights (w̃_t = max(0, 1 − 0.2t), normalised)', () => {
  it('gives the paper’s five weights, summing to 1', () => {
    const w = lossWeights();
    expect(w).toHaveLength(5);
    [1 / 3, 0.8 / 3, 0.6 / 3, 0.4 / 3, 0.2 / 3].forEach((v, t) => expect(w[t]).toBeCloseTo(v, 12));
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(w.map((x) => +x.toFixed(3))).toEqual([0.333, 0.267, 0.2, 0.133, 0.067]);
  });
  it('is zero from the sixth token on', () => {
    expect(rawWeight(5)).toBe(0);
    expect(rawWeight(9)).toBe(0);
    expect(lossWeights(12)).toHaveLength(5);
  });
  it('cuts the weights off, without renormalising, when fewer than five tokens follow', () => {
    const w = lossWeights(3);
    expect(w).toHaveLength(3);
    expect(w[0]).toBeCloseTo(1 / 3, 12);
    expect(w[2]).toBeCloseTo(0.2, 12);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(0.8, 12);
    expect(lossWeights(0)).toEqual([]);
  });
});

describe('weighted loss L_i(z)', () => {
  it('is −Σ w_t log p over the next tokens (hand-computed)', () => {
    const logp = [Math.log(0.5), Math.log(0.25), Math.log(1), Math.log(0.1), Math.log(0.5), Math.log(0.001)];
    const expected = (1 / 3) * Math.log(2) + (0.8 / 3) * Math.log(4) + 0 + (0.4 / 3) * Math.log(10) + (0.2 / 3) * Math.log(2);
    expect(weightedLoss(logp)).toBeCloseTo(expected, 12);
  });
  it('with two tokens left uses only w_0 and w_1', () => {
    expect(weightedLoss([Math.log(0.5), Math.log(0.5)])).toBeCloseTo((1.8 / 3) * Math.log(2), 12);
  });
  it('is 0 when every next token is certain', () => {
    expect(weightedLoss([0, 0, 0, 0, 0])).toBeCloseTo(0, 15);
  });
});

describe('the filter: L⁻ − L⁺ ≥ τf', () => {
  it('keeps the study guide’s useful call: L⁻ 4.8, L⁺ 1.1 → gain 3.7 at τf 1.0', () => {
    const v = filterCall({ none: 4.8, withoutResult: 5.0, withResult: 1.1 }, 1.0);
    expect(v.lossMinus).toBe(4.8);
    expect(v.lossPlus).toBe(1.1);
    expect(v.gain).toBeCloseTo(3.7, 12);
    expect(v.kept).toBe(true);
  });
  it('drops the useless one: L⁻ 4.8 vs L⁺ 4.6 → gain 0.2 at τf 1.0', () => {
    const v = filterCall({ none: 4.8, withoutResult: 4.9, withResult: 4.6 }, 1.0);
    expect(v.gain).toBeCloseTo(0.2, 12);
    expect(v.kept).toBe(false);
  });
  it('takes L⁻ as the smaller of no call and the call without its result', () => {
    // The call alone (no result) already helps: the result must beat that, not just "no call".
    const v = filterCall({ none: 4.8, withoutResult: 2.0, withResult: 1.5 }, 1.0);
    expect(v.lossMinus).toBe(2.0);
    expect(v.gain).toBeCloseTo(0.5, 12);
    expect(v.kept).toBe(false);
  });
  it('keeps a gain exactly at τf, drops one just under it', () => {
    expect(filterCall({ none: 2, withoutResult: 3, withResult: 1 }, 1).kept).toBe(true);
    expect(filterCall({ none: 2, withoutResult: 3, withResult: 1.01 }, 1).kept).toBe(false);
    expect(filterCall({ none: 4.8, withoutResult: 9, withResult: 3.8 }, 1).kept).toBe(true);
  });
  it('a harmful result has a negative gain', () => {
    expect(lossGain({ none: 1, withoutResult: 1.2, withResult: 3 })).toBeCloseTo(-2, 12);
  });
  it('moves with τf: 0.5 keeps more than 1 keeps more than 2', () => {
    const gains = [0.3, 0.7, 1.2, 1.9, 2.5, 3.7];
    const kept = (tau: number) => gains.filter((g) => filterCall({ none: 5, withoutResult: 5, withResult: 5 - g }, tau).kept).length;
    expect([kept(0.5), kept(1), kept(2)]).toEqual([5, 4, 2]);
  });
  it('never keeps a call whose losses are not finite', () => {
    expect(filterCall({ none: NaN, withoutResult: 1, withResult: 0 }, 0).kept).toBe(false);
    // log p = −∞ for a next token without the call: an infinite gain is not a gain to keep.
    expect(filterCall({ none: Infinity, withoutResult: Infinity, withResult: 1 }, 1).kept).toBe(false);
  });
});
