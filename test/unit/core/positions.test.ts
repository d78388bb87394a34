import { describe, expect, it } from 'vitest';
import { insideWord, selectable, selectPositions } from '../../../src/core/positions.ts';

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

describe('insideWord / selectable: no call inside a word or a number', () => {
  const text = 'Each bottle costs $0.75, and 12 pens cost $9 in Stockholm’s shops.';
  it('is true between two letters, between "$" and its digits, between digits and at a decimal point', () => {
    for (const cut of ['$|0.75', '$0|.75', '$0.|75', '$0.7|5', '1|2 pens', 'co|sts', 'Stock|holm']) {
      const at = text.indexOf(cut.replace('|', '')) + cut.indexOf('|');
      expect(insideWord(text, at), cut).toBe(true);
    }
  });
  it('knows letters beyond ASCII, and that Chinese does not space its words', () => {
    expect(insideWord('Zürich', 2)).toBe(true);
    expect(insideWord('Москва', 3)).toBe(true);
    expect(insideWord('北京是首都', 2)).toBe(false);
  });
  it('is false before a word or number, after it, and at an apostrophe', () => {
    for (const cut of ['| $0.75', '|$0.75', '$0.75|,', '|12 pens', '12| pens', '|costs', '$9| in', '|Stockholm', 'Stockholm|’s', 'shops|.']) {
      const at = text.indexOf(cut.replace('|', '')) + cut.indexOf('|');
      expect(insideWord(text, at), cut).toBe(false);
    }
  });
  it('zeroes those positions (and NaN) for selection only', () => {
    const x = { text: 'costs $0.75', offsets: [0, 5, 7, 8, 9] }; // "costs", " $", "0", ".", "75"
    expect(selectable([0.1, 0.9, 0.8, NaN, 0.7], x)).toEqual([0.1, 0.9, 0, 0, 0]);
    expect(selectPositions(selectable([0.1, 0.9, 0.8, NaN, 0.7], x), { tauS: 0, k: 5 }).map((p) => p.index)).toEqual([0, 1]);
  });
});
