/** Argument parsing and errors shared by the CLI's commands. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseDay } from '../tools/calendar.ts';

/** A failure the user caused or can fix: printed as one line, never with a stack. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** A word that starts with "-" but names no option ("-1 + 2", "-.5"): a value, never an option. */
const looksNegative = (arg: string) => /^-(?![-A-Za-z])/.test(arg);

/**
 * parseArgs reads every word that starts with "-" as options, so `tool Calculator "-1 + 2"`
 * failed with "Unknown option '-1'". Such a word after a string option becomes its `=value`;
 * elsewhere it goes after "--", where parseArgs keeps it as a positional, in order.
 */
function protectNegatives(argv: string[], options: Options): string[] {
  const head: string[] = [];
  const tail: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      tail.push(...argv.slice(i + 1));
      break;
    }
    const next = argv[i + 1];
    const name = /^--([^=]+)$/.exec(arg)?.[1];
    if (name && options[name]?.type === 'string' && next !== undefined && looksNegative(next)) {
      head.push(`${arg}=${next}`);
      i++;
    } else if (looksNegative(arg)) tail.push(arg);
    else head.push(arg);
  }
  return tail.length > 0 ? [...head, '--', ...tail] : head;
}

/** node:util's parseArgs, with its errors turned into one-line CliErrors. */
export function parse<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: protectNegatives(argv, options), options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliError((error as Error).message.split('\n')[0]!);
  }
}

/** Reads an ISO date (YYYY-MM-DD or a full ISO timestamp) for --now. */
export function parseNow(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = parseDay(value) ?? new Date(value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
    throw new CliError(`--now wants an ISO date like 2023-01-30, not "${value}"`);
  }
  // "2023-02-30" parses as March 2 in some engines: refuse what does not round-trip.
  if (date.toISOString().slice(0, 10) !== value.slice(0, 10)) throw new CliError(`--now: there is no date ${value.slice(0, 10)}`);
  return date;
}

/** Prints a value as JSON on one line per record, or as text. */
export function print(json: boolean, value: unknown, text: () => string): void {
  process.stdout.write(json ? JSON.stringify(value) + '\n' : text() + '\n');
}
