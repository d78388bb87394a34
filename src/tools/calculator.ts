/**
 * The Calculator tool (paper, §2 "Tools"): the four basic operations, the
 * result rounded to two decimals, and nothing at all for invalid input.
 *
 * Safety model: mathjs is used as a PARSER only. The instance below is built
 * from `parseDependencies` (and `fractionDependencies`, so that numbers parse
 * to exact fractions), so it has no `evaluate`/`compile` to call; the parse
 * tree is walked against a strict whitelist and the value is computed here.
 *
 * Exact: every number is read as the rational it spells (mathjs's Fraction,
 * BigInt inside), +−×÷ stay exact, and only the result is rounded — half away
 * from zero, to two places. So 8321.225 - 8572.9 is -251.68 and
 * 1000000000000000 - 999999999999999.99 is 0.01: no binary float decides a digit.
 *
 * Decisions worth knowing (the hostile-input tests pin them down):
 * - Numbers are plain decimals: `12`, `0.75`, `.5`, `5.`. No exponent
 *   notation (`1e5`), no hex/binary (`0x10`, `0b1`), no `1_000`: the
 *   character whitelist refuses the letters and the underscore.
 * - `×`, `÷` and the typographic minus `−` are accepted and read as `*`, `/`, `-`;
 *   `2.*3` and `2./3` are 2. times / over 3 (mathjs reads them as element-wise).
 * - One sign per operand: `-3`, `+3`, `2 * -3`, `1 - -2` and `-(-1)` are fine,
 *   but stacked signs such as `--1` or `+-1` are refused as typos.
 * - Juxtaposition (`2(3)`, `(1)(2)`) is refused: mathjs reads it as an
 *   implicit multiplication, which is not something a text writes as a sum.
 * - The limits: 100 characters (which also bounds nesting: at most 49
 *   parentheses deep, 50 terms), and numbers written and the result at most
 *   10^15 in size; what lies between is exact, whatever its size.
 */
import { create, fractionDependencies, parseDependencies, type Fraction } from 'mathjs';
import type { Tool, ToolOutcome } from './types';
import { buildPrompt } from './prompt';

/** Longest expression the Calculator accepts, in characters. */
export const CALCULATOR_MAX_INPUT = 100;
/** Largest magnitude of a number written and of the result. */
export const CALCULATOR_MAX_MAGNITUDE = 1e15;

/** Parse-only mathjs instance whose numbers are exact Fractions: no evaluate, compile or functions exist on it. */
// mathjs types its `*Dependencies` maps as possibly undefined; they are always present.
const { parse, fraction } = create({ parseDependencies: parseDependencies!, fractionDependencies: fractionDependencies! }, { number: 'Fraction' });

/** Characters allowed before parsing: digits, '.', the operators, parentheses, space. */
const ALLOWED = /^[0-9.+\-*/() ×÷−]*$/;

const LIMIT = fraction(CALCULATOR_MAX_MAGNITUDE);

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
const ONLY_ARITHMETIC = 'only numbers, + − × ÷ and parentheses are allowed';

const isFraction = (v: unknown): v is Fraction => typeof v === 'object' && v !== null && (v as { isFraction?: unknown }).isFraction === true;

/** Walks the parse tree, computing the exact value; throws `Refusal` on anything not whitelisted. */
function walk(node: unknown): Fraction {
  if (typeof node !== 'object' || node === null) return refuse('not an arithmetic expression');
  const n = node as NodeShape;
  switch (n.type) {
    case 'ConstantNode': {
      // The instance reads every number as a Fraction; strings, booleans and the like never reach arithmetic.
      if (!isFraction(n.value)) return refuse('not an arithmetic expression');
      if (n.value.abs().compare(LIMIT) > 0) return refuse('number too large (over 10^15)');
      return n.value;
    }
    case 'ParenthesisNode':
      return walk(n.content);
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
        const v = walk(inner);
        return n.fn === 'unaryMinus' ? v.neg() : v;
      }
      if (args.length !== 2) return refuse(ONLY_ARITHMETIC);
      const a = walk(args[0]);
      const b = walk(args[1]);
      switch (n.fn) {
        case 'add':
          return a.add(b);
        case 'subtract':
          return a.sub(b);
        case 'multiply':
        case 'dotMultiply': // `2.*3`: the number "2." then "*"
          return a.mul(b);
        case 'divide':
        case 'dotDivide':
          if (b.equals(0)) return refuse('division by zero');
          return a.div(b);
        default:
          return refuse(ONLY_ARITHMETIC);
      }
    }
    default:
      return refuse(ONLY_ARITHMETIC);
  }
}

/** Does the tree hold an operation on two numbers? A bare number ("572.24", "-(3)") computes nothing. */
function operates(node: unknown): boolean {
  const n = node as NodeShape;
  if (n?.type === 'ParenthesisNode') return operates(n.content);
  return n?.type === 'OperatorNode' && Array.isArray(n.args) && (n.args.length === 2 || operates(n.args[0]));
}

/**
 * Rounds to two decimals, half away from zero, and prints without trailing
 * zeros: 0.75, 0.29, 5754, -3. Never prints "-0". Exact: the value is a fraction.
 */
export function formatResult(value: Fraction): string {
  // Fraction#round rounds half toward +∞; on the magnitude that is half away from zero.
  const rounded = value.abs().round(2);
  if (rounded.equals(0)) return '0';
  return (value.s < 0 ? '-' : '') + rounded.toString();
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
    const value = walk(tree);
    // A call that only repeats a number would "predict" the text by copying it: the paper's calculator computes + − × ÷.
    if (!operates(tree)) return { ok: false, reason: 'nothing to calculate: write an operation, e.g. 18 / 24' };
    if (value.abs().compare(LIMIT) > 0) return { ok: false, reason: 'result too large (over 10^15)' };
    return { ok: true, result: formatResult(value) };
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
