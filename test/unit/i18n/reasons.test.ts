// Every reason the method's code and the tools give (in English: the CLI and logs read it) is one
// the lab knows how to say in every language (src/app/reasons.ts; messages.test.ts checks that
// each of its messages is translated). The reasons are produced by the real code, not typed here.
import { describe, expect, it } from 'vitest';
import { knownReason, reason } from '../../../src/app/reasons.ts';
import { parseCalls } from '../../../src/core/syntax.ts';
import { otherTool } from '../../../src/pipeline/sample.ts';
import { calendarExecute, runTool, tools, withTimeout } from '../../../src/tools/index.ts';

describe('reasons', () => {
  it('knows every reason a tool gives for no result', async () => {
    const outcomes = await Promise.all([
      runTool('Calculator', "import('fs')"),
      runTool('Calculator', ''),
      runTool('Calculator', '1'.repeat(200)),
      runTool('Calculator', '572.24'),
      runTool('Calculator', '10^20 * 10^20'),
      runTool('Calculator', '(1 +'),
      runTool('Calculator', '24 / 0'),
      runTool('Calculator', '2(3)'),
      runTool('Calculator', '1 + --2'),
      runTool('Calculator', '10000000000000000 + 1'),
      runTool('Calculator', '2 == 2'),
      runTool('Calculator', '[1, 2]'),
      runTool('Calendar', 'tomorrow'),
      runTool('QA', ''),
      runTool('QA', 'x'.repeat(300)),
      runTool('QA', 'Who painted the ceiling of the Zorblat cathedral?'),
      runTool('Nope', 'x'),
      withTimeout(() => new Promise(() => {}), 5, 'QA'),
      calendarExecute('', { now: new Date(Number.NaN) }),
      calendarExecute('tomorrow'),
    ]);
    const reasons = outcomes.map((o) => (o.ok ? `(no reason: ${o.result})` : o.reason));
    expect(reasons.filter((r) => !knownReason(r))).toEqual([]);
  });

  it('knows every reason a call does not parse', () => {
    const texts = [' [QA("a [QA("b")]', ' [QA("never closed', ' [Search("x")]', ' [QA("open)]', ' [Calculator(1 + 2]', ' [Calendar() and more]', ' [Calendar(today)]', ' [QA(unquoted)]', ` [Calculator(${'1+'.repeat(80)}1)]`];
    const messages = texts.map((t) => parseCalls(t, tools).malformed[0]?.message ?? `(parsed: ${t})`);
    expect(messages.filter((m) => !knownReason(m))).toEqual([]);
  });

  it('knows why a sample is rejected for naming another tool', () => {
    expect(knownReason(otherTool('Calendar', 'Calculator'))).toBe(true);
  });

  it('keeps a reason it does not know as it is', () => {
    expect(reason('something new went wrong')).toBe('something new went wrong');
    expect(reason('no answer found')).toBe('no answer found'); // the source language, as no locale is set
  });
});
