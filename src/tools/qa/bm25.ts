/**
 * Okapi BM25 ranking (Robertson et al.), the retriever behind the paper's
 * WikiSearch tool, used here to find candidate facts for a QA question.
 *
 *   score(D, Q) = Σ_{q ∈ Q} IDF(q) · f(q, D) · (k1 + 1) / (f(q, D) + k1 · (1 − b + b · |D| / avgdl))
 *   IDF(q)      = ln(1 + (N − n(q) + 0.5) / (n(q) + 0.5))
 */
import { tokenize } from './tokenize';

/** BM25 parameters; the defaults are the usual k1 = 1.2, b = 0.75. */
export interface Bm25Options {
  k1?: number;
  b?: number;
}

/** One ranked document: its index in the input list and its BM25 score. */
export interface Bm25Hit {
  index: number;
  score: number;
}

/** An in-memory BM25 index over a fixed list of passages. */
export class Bm25Index {
  readonly k1: number;
  readonly b: number;
  /** Term frequencies per document. */
  private readonly docs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly avgLength: number;
  /** Inverse document frequency per term. */
  private readonly idf = new Map<string, number>();

  constructor(passages: readonly string[], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.docs = passages.map((p) => {
      const tf = new Map<string, number>();
      for (const term of tokenize(p)) tf.set(term, (tf.get(term) ?? 0) + 1);
      return tf;
    });
    this.lengths = passages.map((_, i) => {
      let n = 0;
      for (const c of this.docs[i]?.values() ?? []) n += c;
      return n;
    });
    const total = this.lengths.reduce((s, n) => s + n, 0);
    this.avgLength = this.docs.length > 0 ? total / this.docs.length : 0;
    const df = new Map<string, number>();
    for (const tf of this.docs) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    const N = this.docs.length;
    for (const [term, n] of df) this.idf.set(term, Math.log(1 + (N - n + 0.5) / (n + 0.5)));
  }

  /** Number of indexed passages. */
  get size(): number {
    return this.docs.length;
  }

  /** BM25 score of one passage for a query (already tokenised terms). */
  scoreTerms(terms: readonly string[], index: number): number {
    const tf = this.docs[index];
    const length = this.lengths[index];
    if (!tf || length === undefined || this.avgLength === 0) return 0;
    let score = 0;
    // Each distinct query term counts once: repeating a word in the question
    // should not outweigh the passage.
    for (const term of new Set(terms)) {
      const f = tf.get(term);
      if (!f) continue;
      const idf = this.idf.get(term) ?? 0;
      score += (idf * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * length) / this.avgLength));
    }
    return score;
  }

  /** The `topK` best passages for a query text, highest score first; zero scores left out. */
  search(query: string, topK = 10): Bm25Hit[] {
    const terms = tokenize(query);
    if (terms.length === 0) return [];
    const hits: Bm25Hit[] = [];
    for (let i = 0; i < this.docs.length; i++) {
      const score = this.scoreTerms(terms, i);
      if (score > 0) hits.push({ index: i, score });
    }
    // Ties keep index order so results are deterministic.
    hits.sort((x, y) => y.score - x.score || x.index - y.index);
    return hits.slice(0, topK);
  }
}
