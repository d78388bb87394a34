import { describe, it, expect } from 'vitest';
import { Bm25Index } from '../../../src/tools/qa/bm25';
import { stem, tokenize } from '../../../src/tools/qa/tokenize';

describe('tokenize', () => {
  it('lowercases, drops punctuation and stop words, folds accents, stems plurals', () => {
    expect(tokenize("What is Pittsburgh's nickname?")).toEqual(['pittsburgh', 'nickname']);
    expect(tokenize('São Paulo')).toEqual(['sao', 'paulo']);
    expect(tokenize('The Falkland Islands')).toEqual(['falkland', 'island']);
  });

  it('uses the S-stemmer', () => {
    expect(stem('cities')).toBe('city');
    expect(stem('rivers')).toBe('river');
    expect(stem('glasses')).toBe('glasse');
    expect(stem('class')).toBe('class');
    expect(stem('bus')).toBe('bus');
    expect(stem('virus')).toBe('virus');
  });
});

describe('Bm25Index', () => {
  const docs = ['the cat sat on the mat', 'the dog sat on the log', 'cats and dogs', 'a bird in the sky'];
  const index = new Bm25Index(docs);

  it('matches a hand computation (k1 = 1.2, b = 0.75)', () => {
    // Terms per doc after tokenising: [cat, sat, mat], [dog, sat, log], [cat, dog], [bird, sky]
    const N = 4;
    const avgdl = (3 + 3 + 2 + 2) / 4;
    const idf = (n: number) => Math.log(1 + (N - n + 0.5) / (n + 0.5));
    const tf = (f: number, dl: number) => (f * 2.2) / (f + 1.2 * (1 - 0.75 + (0.75 * dl) / avgdl));
    const expected = idf(2) * tf(1, 3) + idf(1) * tf(1, 3); // "cat mat" against doc 0
    expect(index.scoreTerms(['cat', 'mat'], 0)).toBeCloseTo(expected, 12);
  });

  it('ranks the best passage first and leaves out non-matches', () => {
    const hits = index.search('cat on a mat');
    expect(hits[0]?.index).toBe(0);
    expect(hits.map((h) => h.index)).not.toContain(3);
  });

  it('returns nothing for a query of stop words or an empty index', () => {
    expect(index.search('the of and')).toEqual([]);
    expect(new Bm25Index([]).search('cat')).toEqual([]);
  });
});
