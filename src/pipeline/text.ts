/** A text as the model reads it: token ids, each with where it starts in the text. */
import type { Vocabulary } from '../core/model.ts';

export interface TokenizedText {
  text: string;
  ids: number[];
  /** The token's own text. */
  pieces: string[];
  /** UTF-16 offset in `text` where each token starts. */
  offsets: number[];
}

/**
 * Tokenizes `text` and finds each token's offset by decoding growing prefixes
 * (byte-level BPE decodes back to the text; a token that ends inside a
 * multi-byte character shares the offset of the next whole one).
 */
export function tokenize(vocab: Vocabulary, text: string): TokenizedText {
  const ids = vocab.encode(text);
  const offsets: number[] = [];
  const pieces: string[] = [];
  let done = 0;
  for (let j = 0; j < ids.length; j++) {
    offsets.push(done);
    const upTo = vocab.decode(ids.slice(0, j + 1));
    if (text.startsWith(upTo)) {
      pieces.push(text.slice(done, upTo.length));
      done = upTo.length;
    } else pieces.push('');
  }
  // Tokens cut inside a character: give them the offset where the character began.
  return { text, ids, pieces, offsets };
}

/**
 * The token index i where `needle` first occurs in the text: the token that
 * holds its first character (so "the Steel City" starts at the token " the").
 */
export function positionOf(t: TokenizedText, needle: string): number {
  const at = t.text.indexOf(needle);
  if (needle === '' || at === -1) throw new Error(`"${needle}" does not occur in the text`);
  let i = 0;
  while (i + 1 < t.offsets.length && t.offsets[i + 1]! <= at) i++;
  return i;
}
