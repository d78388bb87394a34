/**
 * The knowledge base the QA tool answers from: short facts shipped with the
 * lab (`facts.json`), indexed with BM25. The paper's QA tool is Atlas over
 * Wikipedia; a small, inspectable fact list plays that part here.
 */
import rawFacts from './facts.json';
import { Bm25Index } from './bm25';

/** One fact: a subject, a relation, the short answer and a sentence stating it. */
export interface Fact {
  id: string;
  subject: string;
  relation: string;
  answer: string;
  /** Example questions (used by tests and lessons; NOT indexed, so retrieval stays retrieval). */
  questions: string[];
  sentence: string;
}

/** The facts plus the BM25 index over their passages (same order). */
export interface Knowledge {
  facts: readonly Fact[];
  index: Bm25Index;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Keeps the well-formed entries of a parsed JSON value; a bad entry is skipped, not fatal. */
export function validFacts(value: unknown): Fact[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is Fact => {
    if (typeof v !== 'object' || v === null) return false;
    const f = v as Record<string, unknown>;
    return (
      isString(f.id) &&
      isString(f.subject) &&
      isString(f.relation) &&
      isString(f.answer) &&
      isString(f.sentence) &&
      Array.isArray(f.questions) &&
      f.questions.every((q) => typeof q === 'string')
    );
  });
}

/**
 * The text BM25 sees for a fact: subject, the relation's words
 * (`capital_of` → "capital of") and the sentence. The stored example
 * questions are deliberately left out, so a question is matched against what
 * the fact says, not against a list of known questions.
 */
export function passageOf(fact: Fact): string {
  return `${fact.subject}. ${fact.relation.replace(/_/g, ' ')}. ${fact.sentence}`;
}

/** Builds a knowledge base over any fact list (tests use small ones). */
export function createKnowledge(facts: readonly Fact[]): Knowledge {
  return { facts, index: new Bm25Index(facts.map(passageOf)) };
}

let shipped: Knowledge | undefined;

/** The shipped knowledge base, indexed on first use and kept for the session. */
export function getKnowledge(): Knowledge {
  shipped ??= createKnowledge(validFacts(rawFacts as unknown));
  return shipped;
}
