import { fraction } from 'mathjs';
import { describe, it, expect, afterEach } from 'vitest';
import { calculator, calculate, formatResult, CALCULATOR_MAX_INPUT } from '../../../src/tools/calculator';
import { hostileCalculatorInputs } from './hostile-calculator';

/** Independent of the implementation: digits, '.', spaces, + - * / × ÷ −, parentheses. */
const PLAIN_ARITHMETIC = /^[0-9. ()+\-*/×÷−]+$/;

const run = (input: string) => calculate(input);

describe('Calculator: values from the paper and the brief', () => {
  const cases: [string, string][] = [
    ['18 / 24', '0.75'],
    ['400 / 1400', '0.29'],
    ['137 * 42', '5754'],
    ['10-2-3', '5'],
    ['(2+3)*4', '20'],
    ['-1.5*2', '-3'],
    ['9 / 12', '0.75'],
    ['35 * 16', '560'],
    ['300 / 1200', '0.25'],
    ['85 - 27', '58'],
    ['2 + 3 * 4', '14'],
    ['1 / 3', '0.33'],
    ['2 / 3', '0.67'],
    ['-2 / 3', '-0.67'],
    ['0.1 + 0.2', '0.3'],
    ['1.005 * 1', '1.01'],
    ['+7 * 1', '7'],
    ['1 - -2', '3'],
    ['-(-1) * 1', '1'],
    ['.5 + 5.', '5.5'],
    ['3 × 4 ÷ 2', '6'],
    ['5 − 7', '-2'],
    ['007 + 0', '7'],
    ['1000000 * 1000000', '1000000000000'],
    // Exact, not binary floats: each of these came out wrong, or as "NaN", on doubles.
    ['0.0000005 * 1', '0'],
    ['0 - 0.0000002', '0'],
    ['1 / 2000000', '0'],
    ['0.005 + 0', '0.01'],
    ['-0.005 - 0', '-0.01'],
    ['8321.225 - 8572.9', '-251.68'],
    ['1000000000000000 - 999999999999999.99', '0.01'],
    ['0.1 + 999999999999999.9 - 999999999999999.9', '0.1'],
    ['2.*3', '6'],
    ['2./4', '0.5'],
    ['999999999999999 * 10 / 100', '99999999999999.9'],
    // The limits are the length and the size of numbers: nesting and terms only as the length allows.
    ['1+'.repeat(49) + '1', '50'],
    ['('.repeat(47) + '1 + 0' + ')'.repeat(47), '1'],
  ];
  for (const [input, expected] of cases) {
    it(`${input} → ${expected}`, () => {
      expect(run(input)).toEqual({ ok: true, result: expected });
    });
  }

  it('never prints "-0"', () => {
    expect(run('-0 * 1')).toEqual({ ok: true, result: '0' });
    expect(run('0 * -1')).toEqual({ ok: true, result: '0' });
    expect(run('-0.001 + 0')).toEqual({ ok: true, result: '0' });
    expect(formatResult(fraction(-0.001))).toBe('0');
  });

  it('the Tool runs the same function, synchronously', () => {
    expect(calculator.execute('18 / 24')).toEqual({ ok: true, result: '0.75' });
    expect(calculator.execute('1 / 0')).toEqual({ ok: false, reason: 'division by zero' });
  });
});

describe('Calculator: refusals carry a short reason', () => {
  const refusals: [string, string][] = [
    // A bare number computes nothing: a call that only repeats a number of the text would pass the filter by copying.
    ['572.24', 'nothing to calculate: write an operation, e.g. 18 / 24'],
    ['-(3)', 'nothing to calculate: write an operation, e.g. 18 / 24'],
    ['((7))', 'nothing to calculate: write an operation, e.g. 18 / 24'],
    ['1 / 0', 'division by zero'],
    ['0/0', 'division by zero'],
    ['1/(2-2)', 'division by zero'],
    ['', 'empty expression'],
    ['   ', 'empty expression'],
    ['1+'.repeat(60) + '1', `expression longer than ${CALCULATOR_MAX_INPUT} characters`],
    ['sqrt(4)', 'only numbers, + − × ÷ and parentheses are allowed'],
    ['1e5', 'only numbers, + − × ÷ and parentheses are allowed'],
    ['999999999999999 * 10', 'result too large (over 10^15)'],
    ['9999999999999999', 'number too large (over 10^15)'],
    ['1000000000000000.01', 'number too large (over 10^15)'],
    ['--1', 'two signs in a row'],
  ];
  for (const [input, reason] of refusals) {
    it(`${JSON.stringify(input.length > 30 ? input.slice(0, 30) + '…' : input)} → ${reason}`, () => {
      expect(run(input)).toEqual({ ok: false, reason });
    });
  }

  it('refuses implicit multiplication (mathjs would read 2(3) as 2 * 3)', () => {
    for (const input of ['2(3)', '(2)(3)', '2 (3)', '(1+2)(3+4)']) {
      const outcome = run(input);
      expect(outcome.ok, input).toBe(false);
    }
  });

  it('maps mathjs syntax errors to one line', () => {
    const outcome = run('(1');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toMatch(/^malformed expression/);
  });

  it('survives non-string input from untyped callers', () => {
    expect(calculate(undefined as unknown as string).ok).toBe(false);
    expect(calculate(42 as unknown as string).ok).toBe(false);
  });
});

describe('Calculator: hostile corpus', () => {
  it('has at least 200 strings', () => {
    expect(hostileCalculatorInputs.length).toBeGreaterThanOrEqual(200);
  });

  it('never throws; refuses with one short line, or answers only plain arithmetic', () => {
    for (const input of hostileCalculatorInputs) {
      const label = JSON.stringify(input.slice(0, 60));
      let outcome: ReturnType<typeof calculate> | undefined;
      expect(() => {
        outcome = calculate(input);
      }, label).not.toThrow();
      expect(outcome, label).toBeDefined();
      if (!outcome) continue;
      if (outcome.ok) {
        expect(PLAIN_ARITHMETIC.test(input), `answered non-arithmetic ${label}`).toBe(true);
        expect(outcome.result, label).toMatch(/^-?\d+(\.\d{1,2})?$/);
      } else {
        expect(outcome.reason.length, label).toBeGreaterThan(0);
        expect(outcome.reason.length, label).toBeLessThan(200);
        expect(outcome.reason, label).not.toMatch(/\n|\r/);
        expect(outcome.reason, label).not.toMatch(/\bat (Object|Module|new |async )|\.ts:\d|\.js:\d|node_modules/);
      }
    }
  });

  it('refuses every hostile string that is not plain arithmetic', () => {
    for (const input of hostileCalculatorInputs) {
      if (PLAIN_ARITHMETIC.test(input)) continue;
      expect(calculate(input).ok, JSON.stringify(input.slice(0, 60))).toBe(false);
    }
  });
});

describe('Calculator: nothing but arithmetic is evaluated', () => {
  const g = globalThis as { canary?: unknown };
  afterEach(() => {
    delete g.canary;
  });

  it('leaves a global canary untouched', () => {
    g.canary = 0;
    for (const input of [
      'globalThis.canary = 1',
      'canary = 1',
      'canary=1',
      '(canary = 1)',
      '1 + (canary = 1)',
      'eval("globalThis.canary = 1")',
      'import({canary: 1}, {override: true})',
      'f() = canary = 1',
    ]) {
      expect(calculate(input).ok, input).toBe(false);
    }
    expect(g.canary).toBe(0);
  });

  it('does not reach process or the prototype chain', () => {
    const before = Object.keys(Object.prototype);
    for (const input of ['__proto__.polluted = 1', 'constructor.prototype.polluted = 1', 'process.exit()']) {
      expect(calculate(input).ok, input).toBe(false);
    }
    expect(Object.keys(Object.prototype)).toEqual(before);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('Calculator: tool fields', () => {
  it('follows the contract', () => {
    expect(calculator.name).toBe('Calculator');
    expect(calculator.input).toBe('raw');
    expect(calculator.maxInputLength).toBe(CALCULATOR_MAX_INPUT);
    expect(calculator.prompt.endsWith('Input: {x}\nOutput:')).toBe(true);
  });
});
