import { msg, str } from '@lit/localize';

/**
 * Why something gave no call or no result, in the lab's language. The method's code and the
 * tools say why in English (the CLI, the logs and their tests read it); the lab translates it
 * here, where it is shown. A reason not in this table is shown as it is.
 */
const REASONS: [RegExp, (...parts: string[]) => string][] = [
  // Sampling (core/sampling.ts): why a sampled call was not closed.
  [/^the text ended before "\]"$/, () => msg('the text ended before "]"', { desc: 'why a sampled call was rejected' })],
  [/^a new line began before "\]"$/, () => msg('a new line began before "]"', { desc: 'why a sampled call was rejected' })],
  [/^the model's context \((\d+) tokens\) filled before "\]"$/, (n) => msg(str`the model's context (${n} tokens) filled before "]"`)],
  [/^no "\]" within (\d+) tokens$/, (n) => msg(str`no "]" within ${n} tokens`)],
  [/^no room for a call: P\(x\) and the text before it fill the model's (\d+) tokens$/, (n) => msg(str`no room for a call: P(x) and the text before it fill the model's ${n} tokens`)],
  [/^not a call$/, () => msg('not a call', { desc: 'why a sampled text was rejected' })],
  // pipeline/sample.ts: a well-formed call, but to another tool than the prompt's.
  [/^calls (\w+), not (\w+)$/, (called, tool) => msg(str`calls ${called}, not ${tool}`, { desc: 'why a sampled call was rejected: it names another tool than the one the prompt is for' })],
  // Parsing a call (core/syntax.ts).
  [/^a call to (.+) opens another call before it is closed$/, (t) => msg(str`a call to ${t} opens another call before it is closed`)],
  [/^the call to (.+) is never closed with "\]"$/, (t) => msg(str`the call to ${t} is never closed with "]"`)],
  [/^there is no tool called "(.*)"$/, (t) => msg(str`there is no tool called "${t}"`)],
  [/^the quoted input of (.+) is never closed with '"'$/, (t) => msg(str`the quoted input of ${t} is never closed with '"'`)],
  [/^the input of (.+) has no closing "\)"$/, (t) => msg(str`the input of ${t} has no closing ")"`)],
  [/^unexpected text after (.+?)\(…\): "(.*)"$/s, (t, rest) => msg(str`unexpected text after ${t}(…): "${rest}"`)],
  [/^(.+) takes no input, but got "(.*)"$/s, (t, got) => msg(str`${t} takes no input, but got "${got}"`)],
  [/^the input of (.+) must be one "double-quoted" text$/, (t) => msg(str`the input of ${t} must be one "double-quoted" text`)],
  [/^the input of (.+) is written without quotes$/, (t) => msg(str`the input of ${t} is written without quotes`)],
  [/^the input of (.+) is longer than (\d+) characters$/, (t, n) => msg(str`the input of ${t} is longer than ${n} characters`)],
  // Decoding (core/decode.ts): a call that never reached "->".
  [/^the model closed the call without "->", so no tool ran$/, () => msg('the model closed the call without "->", so no tool ran')],
  [/^the call ran on without "->"; it was closed unrun$/, () => msg('the call ran on without "->"; it was closed unrun')],
  // The tools (tools/): why there is no result.
  [/^input longer than (\d+) characters$/, (n) => msg(str`input longer than ${n} characters`)],
  [/^(\S+) takes no input$/, (t) => msg(str`${t} takes no input`)],
  [/^malformed expression: (.*)$/s, (why) => msg(str`malformed expression: ${why}`, { desc: 'the blank is the math parser’s own message, in English' })],
  [/^malformed expression$/, () => msg('malformed expression')],
  [/^tool failed: (.*)$/s, (why) => msg(str`tool failed: ${why}`, { desc: 'the blank is the error the tool threw, in English' })],
  [/^tool failed$/, () => msg('tool failed', { id: 'reason-tool-failed', desc: 'a tool threw an error' })],
  [/^(.+) timed out after (\d+) ms$/, (t, ms) => msg(str`${t} timed out after ${ms} ms`)],
  [/^unknown tool (.*)$/, (t) => msg(str`unknown tool ${t}`)],
  [/^input must be text$/, () => msg('input must be text')],
  [/^expression must be text$/, () => msg('expression must be text')],
  [/^empty expression$/, () => msg('empty expression')],
  [/^expression longer than (\d+) characters$/, (n) => msg(str`expression longer than ${n} characters`)],
  [/^only numbers, \+ − × ÷ and parentheses are allowed$/, () => msg('only numbers, + − × ÷ and parentheses are allowed')],
  [/^nothing to calculate: write an operation, e\.g\. 18 \/ 24$/, () => msg('nothing to calculate: write an operation, e.g. 18 / 24')],
  [/^result too large \(over 10\^15\)$/, () => msg('result too large (over 10^15)')],
  [/^division by zero$/, () => msg('division by zero')],
  [/^not an arithmetic expression$/, () => msg('not an arithmetic expression')],
  [/^number too large \(over 10\^15\)$/, () => msg('number too large (over 10^15)')],
  [/^write an operator between numbers, e\.g\. 2 \* \(3\)$/, () => msg('write an operator between numbers, e.g. 2 * (3)')],
  [/^two signs in a row$/, () => msg('two signs in a row')],
  [/^could not evaluate the expression$/, () => msg('could not evaluate the expression')],
  [/^invalid date$/, () => msg('invalid date')],
  [/^no answer found$/, () => msg('no answer found', { desc: 'the QA tool found no answer' })],
  [/^empty question$/, () => msg('empty question')],
  [/^question longer than (\d+) characters$/, (n) => msg(str`question longer than ${n} characters`)],
];

/** `text` (a reason in English) in the lab's language; none gives ''. */
export function reason(text: string | undefined): string {
  if (!text) return '';
  for (const [pattern, say] of REASONS) {
    const m = pattern.exec(text);
    if (m) return say(...m.slice(1));
  }
  return text;
}

/** Whether the table knows `text` (for the test that every reason the code gives is in it). */
export const knownReason = (text: string): boolean => REASONS.some(([pattern]) => pattern.test(text));
