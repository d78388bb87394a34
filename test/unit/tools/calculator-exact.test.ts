// The Calculator against exact rational arithmetic of our own (BigInt numerators and
// denominators, nothing from mathjs), on seeded random expressions: integers and decimals
// with up to 3 places, magnitudes up to 10^12, results from 10^15 down to 10^-9.
// The rule it must meet: the exact value, rounded half away from zero to two places.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.ts';
import { calculate, CALCULATOR_MAX_INPUT } from '../../../src/tools/calculator.ts';

interface Rational {
  n: bigint;
  d: bigint; // > 0
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
};
function rational(n: bigint, d: bigint): Rational {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
const ops = {
  '+': (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d),
  '-': (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d),
  '*': (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d),
  '/': (a: Rational, b: Rational) => (b.n === 0n ? null : rational(a.n * b.d, a.d * b.n)),
};
type Op = keyof typeof ops;

/** The expected text: half away from zero, two places, no trailing zeros, never "-0". */
function expected(v: Rational): string {
  const magnitude = v.n < 0n ? -v.n : v.n;
  const hundredths = (200n * magnitude + v.d) / (2n * v.d);
  if (hundredths === 0n) return '0';
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${v.n < 0n ? '-' : ''}${whole}${cents ? `.${cents}` : ''}`;
}

const LIMIT = rational(10n ** 15n, 1n);
const tooLarge = (v: Rational) => (v.n < 0n ? -v.n : v.n) * LIMIT.d > LIMIT.n * v.d;

/** A random number as a sentence would write it. */
function number(random: () => number): { text: string } {
  const digits = 1 + Math.floor(random() * 12); // up to 10^12
  let whole = String(1 + Math.floor(random() * 9));
  for (let j = 1; j < digits; j++) whole += String(Math.floor(random() * 10));
  if (random() < 0.25) whole = String(Math.floor(random() * 10)); // small ones, zero included
  const places = random() < 0.5 ? 0 : 1 + Math.floor(random() * 3);
  let decimals = '';
  for (let j = 0; j < places; j++) decimals += String(Math.floor(random() * 10));
  return { text: places ? `${whole}.${decimals}` : whole };
}

/** A random expression of 2–4 operands, some signed, some grouped (binary operators between spaces). */
function expression(random: () => number): string {
  const term = () => (random() < 0.1 ? '-' : '') + number(random).text;
  let text = term();
  const count = 1 + Math.floor(random() * 3);
  for (let j = 0; j < count; j++) {
    const op = (['+', '-', '*', '/'] as const)[Math.floor(random() * 4)]!;
    const group = (op === '*' || op === '/') && / [+-] /.test(text) && random() < 0.7;
    text = `${group ? `(${text})` : text} ${op} ${term()}`;
  }
  return text;
}

/** The reference's own reading of the text: × ÷ before + −, left to right, parentheses first. */
function evaluate(text: string): Rational | null {
  const tokens = text.match(/\(|\)|-?\d+(?:\.\d+)?|[+\-*/]/g)!;
  let at = 0;
  const atom = (): Rational | null => {
    const t = tokens[at++]!;
    if (t === '(') {
      const v = sum();
      at++; // ')'
      return v;
    }
    const [whole, decimals = ''] = t.split('.');
    return rational(BigInt(whole! + decimals), 10n ** BigInt(decimals.length)); // "-5.25" → -525 / 100
  };
  /** One precedence level: `next`-level operands joined left to right by the operators in `symbols`. */
  const level = (next: () => Rational | null, symbols: readonly string[]) => (): Rational | null => {
    let v = next();
    while (symbols.includes(tokens[at] ?? '')) {
      const op = tokens[at++] as Op;
      const r = next();
      v = v === null || r === null ? null : ops[op](v, r);
    }
    return v;
  };
  const product = level(atom, ['*', '/']);
  const sum: () => Rational | null = level(product, ['+', '-']);
  return sum();
}

describe('Calculator: exact against rational arithmetic', () => {
  it('the reference itself: half away from zero, two places', () => {
    expect(expected(rational(-251675n, 1000n))).toBe('-251.68');
    expect(expected(rational(1n, 3n))).toBe('0.33');
    expect(expected(rational(-1n, 200n))).toBe('-0.01');
    expect(expected(rational(-1n, 201n))).toBe('0');
    expect(expected(rational(5754n, 1n))).toBe('5754');
    expect(expected(rational(3n, 2n))).toBe('1.5');
    expect(evaluate('2 + 3 * 4')).toEqual(rational(14n, 1n));
    expect(evaluate('(2 + 3) * -4')).toEqual(rational(-20n, 1n));
    expect(evaluate('1 / 0')).toBeNull();
  });

  it('agrees on 12,000 seeded random expressions, refusals included', () => {
    const random = createRng(20230209);
    const wrong: string[] = [];
    const seen = { tiny: 0, large: 0, decimals: 0, zeroDivision: 0, tooLarge: 0 };
    for (let j = 0; j < 12_000; j++) {
      const text = expression(random);
      if (text.length > CALCULATOR_MAX_INPUT) continue;
      const value = evaluate(text);
      const got = calculate(text);
      let want: string;
      if (value === null) (want = 'refused: division by zero'), seen.zeroDivision++;
      else if (tooLarge(value)) (want = 'refused: result too large (over 10^15)'), seen.tooLarge++;
      else want = expected(value);
      if (value && !tooLarge(value)) {
        const magnitude = Number(value.n < 0n ? -value.n : value.n) / Number(value.d);
        if (magnitude > 0 && magnitude < 1e-6) seen.tiny++;
        if (magnitude > 1e11) seen.large++;
        if (/\.\d/.test(text)) seen.decimals++;
      }
      const text2 = got.ok ? got.result : `refused: ${got.reason}`;
      if (text2 !== want) wrong.push(`${text} → ${text2}, exact ${want}`);
    }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
    // The sample reaches every corner the rule has.
    expect(seen.tiny).toBeGreaterThan(100);
    expect(seen.large).toBeGreaterThan(500);
    expect(seen.decimals).toBeGreaterThan(5_000);
    expect(seen.zeroDivision).toBeGreaterThan(10);
    expect(seen.tooLarge).toBeGreaterThan(100);
  });
});
