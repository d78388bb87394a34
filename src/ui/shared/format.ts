/**
 * How the lab writes numbers (src/i18n/numbers.ts: in the reader's language) and tokens (as
 * the model wrote them, never reformatted).
 */

import { html } from 'lit';

export { count, num, percent, prob } from '../../i18n/numbers.ts';

/** A token as text for people: spaces made visible at its edges, newlines as ↵. */
export function showToken(piece: string): string {
  if (piece === '') return '∅';
  return piece.replace(/\n/g, '↵').replace(/^ /, '␣');
}

/** A token of the model's text, marked as English (the model's language) inside a translated sentence. */
export const modelToken = (piece: string) => html`<span lang="en">${showToken(piece)}</span>`;

/**
 * The surface tokens in their display form, for one decoded token: " [" is <API>
 * (decoding only writes it to open a call); " ->" and "]" are → and </API> inside a
 * call, and plain text outside one.
 */
export function displayToken(text: string, inCall: boolean): string {
  if (text === ' [') return ' <API>';
  if (text === ' ->' && inCall) return ' →';
  if (text === ']' && inCall) return '</API>';
  return text;
}
