/**
 * Text → search terms, shared by the index and the question side so both
 * agree: lowercase, accents folded, punctuation dropped, stop words removed,
 * and a light plural stemmer (Harman's S-stemmer).
 */

/** Words too common to tell facts apart. Question words are here too: they
 * pick the answer type (see extract.ts), not the passage. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or of in on at to for from by with as is are was were be been being ' +
    'it its this that these those there their his her he she they them which who whom whose ' +
    'what when where why how do does did has have had not no s t also other ' +
    'into than then so such can could would should will shall may might about'
  ).split(' '),
);

/** Harman's S-stemmer: cities → city, rivers → river, leaves "us"/"ss" endings alone. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && !/(aes|ees|oes)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('s') && !/(us|ss)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lowercased words with accents folded and punctuation removed, stop words kept. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The search terms of a text: words without stop words, stemmed. */
export function tokenize(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
}
