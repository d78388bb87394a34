/**
 * Answer extraction: from the passages BM25 ranks highest, take the answer of
 * the best one whose relation is the kind of answer the question asks for and
 * whose subject the question names. Anything less is "no answer": the tool
 * must say so rather than guess: the paper's filter rewards predictive
 * usefulness, not truth, so a guess that happens to fit the text could pass it.
 */
import { STOP_WORDS, stem, tokenize, words } from './tokenize';
import type { Fact, Knowledge } from './knowledge';

/** The kind of answer a question expects, as a set of fact relations. */
export interface ExpectedType {
  /** Short label for traces, e.g. "nickname" or "year". */
  label: string;
  accepts(relation: string): boolean;
}

const oneOf = (label: string, relations: readonly string[]): ExpectedType => {
  const set = new Set(relations);
  return { label, accepts: (r) => set.has(r) };
};

const isYear = (r: string): boolean => r === 'year' || r.endsWith('_year');

/** Year questions: the verb narrows which year is meant. */
function yearType(q: string): ExpectedType {
  if (/\b(born|birth)\b/.test(q)) return oneOf('born_year', ['born_year', 'birth_year']);
  if (/\b(die|died|death)\b/.test(q)) return oneOf('died_year', ['died_year', 'death_year']);
  if (/\b(found|founded|established|formed)\b/.test(q)) return oneOf('founded_year', ['founded_year']);
  if (/\b(invent|invented)\b/.test(q)) return oneOf('invented_year', ['invented_year']);
  if (/\b(open|opened|built|completed)\b/.test(q)) return oneOf('opened_year', ['opened_year', 'built_year', 'completed_year']);
  return { label: 'year', accepts: isYear };
}

/**
 * Capital questions come in two directions: "capital of Portugal" asks for a
 * city (`capital`), "Lisbon is the capital of which country?" for a country
 * (`capital_of`). Without either wording both are allowed and the entity
 * check decides. Needed because a subject can hide in the other direction's
 * wording: "Which city is the capital of Mexico?" names "Mexico City" too.
 */
function capitalType(q: string): ExpectedType {
  if (/\bcapital of (which|what)\b|\bcapital of$|\b(which|what) (country|nation|state)\b/.test(q)) {
    return oneOf('capital_of', ['capital_of']);
  }
  if (/\bcapital (city )?of\b/.test(q)) return oneOf('capital', ['capital']);
  return oneOf('capital', ['capital', 'capital_of']);
}

/**
 * Wording → expected answer type. Ordered: the first rule that matches wins,
 * so the more specific wordings come first ("Which country is Lisbon the
 * capital of?" is a capital question, not a country one).
 */
const RULES: readonly { pattern: RegExp; type: (q: string) => ExpectedType }[] = [
  { pattern: /\b(other name|another name|nickname|nicknamed|known as|known by|also called)\b/, type: () => oneOf('nickname', ['nickname']) },
  { pattern: /\bcapital\b/, type: capitalType },
  { pattern: /\b(when|what year|which year|in what year|in which year)\b/, type: yearType },
  { pattern: /\b(invent|invented|inventor|invents)\b/, type: () => oneOf('invention', ['inventor', 'invented']) },
  { pattern: /\b(who founded|founder|founded by|who started)\b/, type: () => oneOf('founder', ['founder']) },
  { pattern: /\b(who wrote|author|written by)\b/, type: () => oneOf('author', ['author']) },
  { pattern: /\b(who painted|painter|painted by)\b/, type: () => oneOf('painter', ['painter']) },
  { pattern: /\b(compose|composed|composer|composed by)\b/, type: () => oneOf('composer', ['composer']) },
  { pattern: /\bwho (created|made)\b/, type: () => oneOf('creator', ['inventor', 'author', 'painter', 'composer']) },
  { pattern: /\bsymbol\b/, type: () => oneOf('chemical_symbol', ['chemical_symbol']) },
  { pattern: /\b(mountain range|mountains|range)\b/, type: () => oneOf('mountain_range', ['mountain_range']) },
  { pattern: /\b(ocean|sea)\b/, type: () => oneOf('ocean', ['ocean']) },
  { pattern: /\bcontinent\b/, type: () => oneOf('continent', ['continent']) },
  { pattern: /\b(currency|money)\b/, type: () => oneOf('currency', ['currency']) },
  { pattern: /\b(language|languages|speak|spoken)\b/, type: () => oneOf('language', ['language']) },
  { pattern: /\briver\b/, type: () => oneOf('river', ['river']) },
  { pattern: /\bcountry\b/, type: () => oneOf('country', ['country']) },
  { pattern: /\bwhere\b/, type: () => oneOf('place', ['country', 'continent']) },
];

/** Lowercased words joined by single spaces, so patterns see "known by" however it was typed. */
const normalised = (text: string): string => words(text).join(' ');

/**
 * The expected answer type of a question, or `null` when the wording names no
 * type we know. Besides the rules, a relation whose own words all occur in
 * the question is accepted ("What is the population of X?" → population).
 */
export function expectedType(question: string, knownRelations: Iterable<string> = []): ExpectedType | null {
  const q = normalised(question);
  for (const rule of RULES) if (rule.pattern.test(q)) return rule.type(q);
  const terms = new Set(words(question).map(stem));
  const named = [...new Set(knownRelations)].filter((r) => {
    const parts = r.split('_').filter((w) => w.length > 0).map(stem);
    return parts.length > 0 && parts.every((p) => terms.has(p));
  });
  return named.length > 0 ? oneOf(named.join('|'), named) : null;
}

/** A word of the question as written, its folded form, and the characters just before it. */
interface Spelled {
  word: string;
  folded: string;
  gap: string;
}

function spelled(text: string): Spelled[] {
  const plain = text.normalize('NFKD').replace(/\p{M}+/gu, '');
  const out: Spelled[] = [];
  let end = 0;
  for (const m of plain.matchAll(/[\p{L}\p{N}]+/gu)) {
    out.push({ word: m[0], folded: m[0].toLowerCase(), gap: plain.slice(end, m.index) });
    end = m.index + m[0].length;
  }
  return out;
}

/** A word that can carry a name on: capitalised and not a function word ("New", "Texas", "Jr"), or a number ("Hamlet 2"). */
const namePart = (w: Spelled | undefined): boolean => w !== undefined && ((/^\p{Lu}/u.test(w.word) && !STOP_WORDS.has(w.folded)) || /^\p{N}/u.test(w.word));
/** Small words inside names: "Nintendo of America", "Santiago de Compostela". */
const LINKS = new Set(['of', 'de', 'da', 'del', 'di', 'du', 'upon']);

/**
 * Whether the question names the subject whole (the entity check): its words in a row, and not
 * inside a longer name. "Mexico" is not named by "the capital of New Mexico", nor "Paris" by
 * "Paris, Texas", "Hamlet" by "Hamlet 2", "Apple" by "Apple Records" or "Nintendo" by
 * "Nintendo of America": a longer name is another entity, and its answer is not the subject's.
 * Capitals mark names, so an all-lowercase question is read at its word.
 */
export function namesSubject(question: string, subject: string): boolean {
  if (tokenize(subject).length === 0) return false;
  const need = words(subject);
  const have = spelled(question);
  for (let i = 0; i + need.length <= have.length; i++) {
    if (!need.every((w, j) => have[i + j]!.folded === w)) continue;
    const before = have[i - 1];
    const after = have[i + need.length];
    const joined = (w: Spelled | undefined, comma: boolean) => w !== undefined && (comma ? /^[\s,-]*$/ : /^[\s-]*$/).test(w.gap);
    const longer =
      // "New Mexico", "Northern Ireland"; a question's first word is capitalised anyway, so it
      // counts only before a capitalised subject ("New Mexico's capital?", not "Is Lisbon …").
      (namePart(before) && joined(have[i], false) && (i > 1 || /^\p{Lu}/u.test(have[i]!.word))) ||
      // "Apple Records", "Hamlet 2", "Paris, Texas", "John F. Kennedy Jr."
      (namePart(after) && joined(after, true)) ||
      // "University of Chicago", "Nintendo of America"
      (before !== undefined && LINKS.has(before.folded) && namePart(have[i - 2])) ||
      (after !== undefined && LINKS.has(after.folded) && namePart(have[i + need.length + 1]));
    if (!longer) return true;
  }
  return false;
}

/** Passages scoring below this are too weak a match to answer from. */
export const MIN_SCORE = 1;
/** How many ranked passages the extractor looks through. */
export const TOP_K = 50;

/** What extraction found: the fact answered from, or why there is none. */
export type Extraction =
  | { ok: true; fact: Fact; score: number; type: string }
  | { ok: false; reason: string };

/**
 * Retrieves and extracts. Among passages above `MIN_SCORE` whose relation
 * fits the expected type and whose subject the question names, the one with
 * the most specific subject wins ("New York City" over "New York"), then the
 * higher BM25 score.
 */
export function extractAnswer(question: string, knowledge: Knowledge): Extraction {
  const type = expectedType(question, knowledge.facts.map((f) => f.relation));
  if (!type) return { ok: false, reason: 'no answer found' };
  let best: { fact: Fact; score: number; specificity: number } | undefined;
  for (const hit of knowledge.index.search(question, TOP_K)) {
    if (hit.score < MIN_SCORE) break;
    const fact = knowledge.facts[hit.index];
    if (!fact || !type.accepts(fact.relation) || !namesSubject(question, fact.subject)) continue;
    const specificity = tokenize(fact.subject).length;
    if (!best || specificity > best.specificity) best = { fact, score: hit.score, specificity };
  }
  return best ? { ok: true, fact: best.fact, score: best.score, type: type.label } : { ok: false, reason: 'no answer found' };
}
