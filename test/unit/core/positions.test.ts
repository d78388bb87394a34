import { describe, expect, it } from 'vitest';
import { selectPositions } from '../../../src/core/positions.ts';

describe('selectPositions: p_i > τs, at most the top k', () => {
  const p = [0.01, 0.3, 0.05, 0.2, 0.6, 0.06, 0.2];
  it('keeps those strictly above τs, in text order', () => {
    expect(selectPositions(p, { tauS: 0.05, k: 10 }).map((s) => s.index)).toEqual([1, 3, 4, 5, 6]);
  });
  it('keeps only the k most likely', () => {
    expect(selectPositions(p, { tauS: 0.05, k: 2 }).map((s) => s.index)).toEqual([1, 4]);
  });
  it('breaks ties in favour of the earlier position', () => {
    expect(selectPositions(p, { tauS: 0.1, k: 3 }).map((s) => s.index)).toEqual([1, 3, 4]);
  });
  it('τs = 0 keeps any position with some probability; k ≤ 0 keeps none', () => {
    expect(selectPositions([0, 1e-9, 0.5], { tauS: 0, k: 20 }).map((s) => s.index)).toEqual([1, 2]);
    expect(selectPositions(p, { tauS: 0, k: 0 })).toEqual([]);
    expect(selectPositions(p, { tauS: 0, k: -1 })).toEqual([]);
  });
  it('reports p_i with each position', () => {
    expect(selectPositions(p, { tauS: 0.5, k: 5 })).toEqual([{ index: 4, probability: 0.6 }]);
  });
});
