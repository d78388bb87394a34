/**
 * The Calculator tool (paper, §2 "Tools"): the four basic operations, the
 * result rounded to two decimals, and nothing at all for invalid input.
 *
 * Safety model: mathjs is used as a PARSER only. The instance below is built
 * from `parseDependencies`, so it has no `evaluate`/`compile` to call; the
 * parse tree is walked against a strict whitelist and every value is computed
 * here, in plain JavaScript arithmetic. Anything else is refused.
 *
 * Decisions worth knowing (the hostile-input tests pin them down):
 * - Numbers are plain decimals: `12`, `0.75`, `.5`, `5.`. No exponent
 *   notation (`1e5`), no hex/binary (`0x10`, `0b1`), no `1_000`: the
 *   character whitelist refuses the letters and the underscore.
 * - `×`, `÷` and the typographic minus `−` are accepted and read as `*`, `/`, `-`.
 * - One sign per operand: `-3`, `+3`, `2 * -3`, `1 - -2` and `-(-1)` are fine,
 *   but stacked signs such as `--1` or `+-1` are refused as typos.
 * - Juxtaposition (`2(3)`, `(1)(2)`) is refused: mathjs reads it as an
 *   implicit multiplication, which is not something a text writes as a sum.
 */
import { create, parseDependencies } from 'mathjs';
import type { Tool, ToolOutcome } from './types';
import { buildPrompt } from './prompt';

/** Longest expression the Calculator accepts, in characters. */
export const CALCULATOR_MAX_INPUT = 100;
/** Deepest nesting (parentheses and operators) accepted in the parse tree. */
export const CALCULATOR_MAX_DEPTH = 32;
/** Largest magnitude for any number, intermediate or final. */
export const CALCULATOR_MAX_MAGNITUDE = 1e15;

/** Parse-only mathjs instance: no evaluate, compile or functions exist on it. */
// mathjs types its `*Dependencies` maps as possibly undefined; it is always present.
const { parse } = create(parseDependencies!);

/** Characters allowed before parsing: digits, '.', the operators, parentheses, space. */
const ALLOWED = /^[0-9.+\-*/() ×÷−]*$/;

/** A refusal that the walk throws and `calculate` turns into `{ ok: false }`. */
class Refusal extends Error {}

const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

/** The node fields the walk reads; everything is checked before use. */
interface NodeShape {
  type?: unknown;
  fn?: unknown;
  args?: unknown;
  implicit?: unknown;
  value?: unknown;
  content?: unknown;
}

const UNARY = new Set(['unaryMinus', 'unaryPlus']);

/** Keeps every number, intermediate or final, in a range doubles hold exactly enough. */
function bounded(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) > CALCULATOR_MAX_MAGNITUDE) refuse('result too large');
  return value;
}

/** Walks the parse tree, computing the value; throws `Refusal` on anything not whitelisted. */
function walk(node: unknown, depth: number): number {
  if (depth > CALCULATOR_MAX_DEPTH) refuse('expression nested too deeply');
  if (typeof node !== 'object' || node === null) return refuse('not an arithmetic expression');
  const n = node as NodeShape;
  switch (n.type) {
    case 'ConstantNode': {
      // With the default config mathjs yields JS numbers; strings, booleans,
      // BigNumbers and the like never reach arithmetic.
      if (typeof n.value !== 'number' || !Number.isFinite(n.value)) return refuse('number too large');
      if (Math.abs(n.value) > CALCULATOR_MAX_MAGNITUDE) return refuse('number too large');
      return n.value;
    }
    case 'ParenthesisNode':
      return walk(n.content, depth + 1);
    case 'OperatorNode': {
      if (n.implicit !== false) return refuse('write an operator between numbers, e.g. 2 * (3)');
      if (!Array.isArray(n.args)) return refuse('not an arithmetic expression');
      const args: unknown[] = n.args;
      if (typeof n.fn === 'string' && UNARY.has(n.fn)) {
        if (args.length !== 1) return refuse('not an arithmetic expression');
        const inner = args[0] as NodeShape | undefined;
        if (inner?.type === 'OperatorNode' && typeof inner.fn === 'string' && UNARY.has(inner.fn)) {
          return refuse('two signs in a row');
        }
        const v = walk(inner, depth + 1);
        return n.fn === 'unaryMinus' ? -v : v;
      }
      if (args.length !== 2) return refuse('only numbers, + − × ÷ and parentheses are allowed');
      const a = walk(args[0], depth + 1);
      const b = walk(args[1], depth + 1);
      switch (n.fn) {
        case 'add':
          return bounded(a + b);
        case 'subtract':
          return bounded(a - b);
        case 'multiply':
          return bounded(a * b);
        case 'divide':
          if (b === 0) return refuse('division by zero');
          return bounded(a / b);
        default:
          // e.g. dotMultiply: mathjs reads `2.*3` as element-wise multiply.
          return refuse('only numbers, + − × ÷ and parentheses are allowed');
      }
    }
    default:
      return refuse('only numbers, + − × ÷ and parentheses are allowed');
  }
}

/**
 * Rounds to two decimals, half away from zero, and prints without trailing
 * zeros: 0.75, 0.29, 5754, -3. Never prints "-0". The value is first cleaned
 * to 15 significant digits so that binary noise (1.005 stored as
 * 1.00499…) does not decide the rounding.
 */
export function formatResult(value: number): string {
  const abs = Math.abs(value);
  const clean = Number(abs.toPrecision(15));
  // Decimal shift by exponent notation avoids the error of `clean * 100`.
  const hundredths = clean < 1e-7 ? 0 : Math.round(Number(`${clean}e2`));
  const rounded = Number(`${hundredths}e-2`);
  if (rounded === 0) return '0';
  return (value < 0 ? '-' : '') + String(rounded);
}

/** One line, short, no stack text: mathjs messages are like `Value expected (char 3)`. */
function oneLine(message: string): string {
  const first = (message.split('\n')[0] ?? '').trim().slice(0, 80);
  return first ? `malformed expression: ${first}` : 'malformed expression';
}

/**
 * Evaluates an arithmetic expression; never throws. The result text is the
 * value rounded to two decimals, or `{ ok: false, reason }` with a one-line reason.
 */
export function calculate(input: string): ToolOutcome {
  try {
    if (typeof input !== 'string') return { ok: false, reason: 'expression must be text' };
    if (input.trim() === '') return { ok: false, reason: 'empty expression' };
    if (input.length > CALCULATOR_MAX_INPUT) {
      return { ok: false, reason: `expression longer than ${CALCULATOR_MAX_INPUT} characters` };
    }
    if (!ALLOWED.test(input)) {
      return { ok: false, reason: 'only numbers, + − × ÷ and parentheses are allowed' };
    }
    const normalised = input.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
    let tree: unknown;
    try {
      tree = parse(normalised);
    } catch (error) {
      return { ok: false, reason: oneLine(error instanceof Error ? error.message : String(error)) };
    }
    return { ok: true, result: formatResult(walk(tree, 0)) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    // Anything else (a stack overflow, a mathjs surprise) is still one line.
    return { ok: false, reason: 'could not evaluate the expression' };
  }
}

/** The Calculator tool: `[Calculator(18 / 24)]` → `0.75`. */
export const calculator: Tool = {
  name: 'Calculator',
  description: 'Adds, subtracts, multiplies and divides; the result is rounded to two decimals.',
  input: 'raw',
  maxInputLength: CALCULATOR_MAX_INPUT,
  prompt: buildPrompt('Calculator'),
  execute: (input) => calculate(input),
};
