/**
 * Did the text a model wrote after a call use the call's result? The paper's point is that
 * a kept call makes the next tokens easier to predict; a small model may still open a call,
 * get a result, and write something else. Stage 7 says so where the eye is, and `eval`'s
 * failure classes count it ("result not used").
 */
import { parseCalls } from '../core/syntax.ts';
import { tools } from '../tools/registry.ts';
import { firstNumber } from './evaluate.ts';

export type ResultUse =
  /** The words after the call say the result (its number, its answer, its date). */
  | { use: 'used' }
  /** The words after the call say something else: `said` is what they say instead. */
  | { use: 'ignored'; said: string }
  /** The words after the call say something this tool never returns (a price after a Calendar call): `wants` is what it returns. */
  | { use: 'wrong tool'; said: string; wants: 'a date' | 'a number' }
  /** The tool gave no result, or nothing came after the call to judge. */
  | { use: 'nothing to judge' };

/** Names a day or month: the words say a date. */
const DATE_WORDS = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** How far after a call its result must show up: the rest of the sentence, at most this many characters. */
const WINDOW = 60;

/** The text right after the i-th well-formed call of `completion`, up to the end of its sentence. */
function after(completion: string, i: number): string {
  const call = parseCalls(completion, tools).calls[i];
  if (!call) return '';
  const rest = completion.slice(call.end, call.end + WINDOW);
  const stop = rest.search(/[.!?](\s|$)|\n|\[/);
  return (stop >= 0 ? rest.slice(0, stop) : rest).trim();
}

/** The result of call `i` of a completion, against what the model wrote right after it. */
export function resultUse(completion: string, i: number, call: { tool: string; result: string | null }): ResultUse {
  const words = after(completion, i);
  if (call.result === null || call.result === '' || words === '') return { use: 'nothing to judge' };
  if (call.tool === 'Calculator') {
    const n = firstNumber(words);
    // A day or month and no number: the Calculator's number cannot be what the text goes on to say.
    if (n === null) return DATE_WORDS.test(words) ? { use: 'wrong tool', said: words, wants: 'a number' } : { use: 'nothing to judge' };
    return Math.abs(n - Number(call.result)) < 1e-9 ? { use: 'used' } : { use: 'ignored', said: /-?[\d,]+(?:\.\d+)?/.exec(words)![0] };
  }
  const lower = words.toLowerCase();
  if (call.tool === 'Calendar') {
    // "Today is Monday, January 30, 2023.": any of its weekday, month (alone, as in "the month of July"), or year.
    const m = /(\w+), (\w+) \d+, (\d{4})/.exec(call.result);
    const parts = m ? [m[1]!, m[2]!, m[3]!] : [call.result];
    if (parts.some((p) => lower.includes(p.toLowerCase()))) return { use: 'used' };
    // A number that is no date (no day or month named, not a year): a price, a count — the Calendar cannot give it.
    const number = /\$?-?[\d,]+(?:\.\d+)?/.exec(words)?.[0];
    if (number && !DATE_WORDS.test(words) && !/^\d{4}$/.test(number)) return { use: 'wrong tool', said: number, wants: 'a date' };
    return { use: 'ignored', said: words };
  }
  return lower.includes(call.result.toLowerCase()) ? { use: 'used' } : { use: 'ignored', said: words };
}
