/**
 * Call syntax (paper §2): how an API call c = (a_c, i_c) and its result r are
 * written into text, and how calls are found in text again.
 *
 *   e(c)    = <API> a_c(i_c) </API>
 *   e(c, r) = <API> a_c(i_c) → r </API>
 *   e(c, ε) = <API> a_c(i_c) → </API>          (the call without its result)
 *
 * As in the paper, <API>, </API> and → are written with ordinary tokens:
 * " [", "]" and " ->" — no vocabulary change. The display form with the
 * symbols is only for people.
 */

/** The surface tokens of the paper (§2, "In practice, we use ..."). */
export const API_START = ' [';
export const API_END = ']';
export const ARROW = ' ->';

/** How a tool's input is written between the parentheses. */
export type InputStyle = 'none' | 'raw' | 'quoted';

/** What the parser needs to know about a tool. A `Tool` satisfies this. */
export interface ToolSpec {
  readonly name: string;
  readonly input: InputStyle;
  readonly maxInputLength: number;
}

/** An API call c: the tool's name a_c and its input i_c (unquoted). */
export interface ApiCall {
  tool: string;
  input: string;
}

/** The written form of a call's argument: quoted tools get double quotes. */
export function formatInput(call: ApiCall, style: InputStyle): string {
  return style === 'quoted' ? `"${call.input}"` : call.input;
}

function styleOf(call: ApiCall, tools?: readonly ToolSpec[]): InputStyle {
  return tools?.find((t) => t.name === call.tool)?.input ?? (call.input === '' ? 'none' : 'raw');
}

/** The call as written between the brackets: `Calculator(18 / 24)`, `QA("…")`, `Calendar()`. */
export function callBody(call: ApiCall, tools?: readonly ToolSpec[]): string {
  return `${call.tool}(${formatInput(call, styleOf(call, tools))})`;
}

/**
 * e(c), e(c, r) or e(c, ε) in surface form.
 * `result === undefined` gives e(c) (no arrow); `result === ''` gives e(c, ε).
 */
export function linearize(call: ApiCall, result?: string, tools?: readonly ToolSpec[]): string {
  const body = callBody(call, tools);
  if (result === undefined) return `${API_START}${body}${API_END}`;
  return `${API_START}${body}${ARROW}${result === '' ? '' : ' ' + result}${API_END}`;
}

/** The same call in the paper's display form: `<API>Calculator(18 / 24) → 0.75</API>`. */
export function linearizeForDisplay(call: ApiCall, result?: string, tools?: readonly ToolSpec[]): string {
  const body = callBody(call, tools);
  if (result === undefined) return `<API>${body}</API>`;
  return `<API>${body} →${result === '' ? '' : ' ' + result}</API>`;
}

/** A well-formed call found in text. Offsets are UTF-16 indices into the text. */
export interface FoundCall extends ApiCall {
  /** Offset of the call's first character (the space of " [" when present, else "["). */
  start: number;
  /** Offset just after "]". */
  end: number;
  /** The result after "->", or undefined when the call has no arrow (e(c)). '' is e(c, ε). */
  result?: string;
  /** The call exactly as written. */
  raw: string;
}

/** Why a would-be call was rejected. */
export type MalformedReason =
  | 'unclosed'
  | 'nested'
  | 'unknown tool'
  | 'argument too long'
  | 'bad quoting'
  | 'bad syntax';

export interface MalformedCall {
  start: number;
  end: number;
  raw: string;
  tool?: string;
  reason: MalformedReason;
  /** One line for people, e.g. "the call to Calculator is never closed with ']'". */
  message: string;
}

export interface ParseResult {
  calls: FoundCall[];
  malformed: MalformedCall[];
}

/** "[" followed by a name and "(" opens a call; "[1]" or "[sic]" is ordinary text. */
const CALL_OPENING = /\[([A-Za-z_][A-Za-z0-9_]*)\(/g;

/**
 * Finds every call in `text`. Text that only looks like brackets ("[1]") is
 * left alone; anything that opens like a call but breaks a rule is reported
 * in `malformed` with its reason, and parsing resumes after it.
 */
export function parseCalls(text: string, tools: readonly ToolSpec[]): ParseResult {
  const calls: FoundCall[] = [];
  const malformed: MalformedCall[] = [];
  const next = { close: nextIndex(text, API_END), open: nextIndex(text, '['), line: nextIndex(text, '\n') };
  CALL_OPENING.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = CALL_OPENING.exec(text)) !== null) {
    const bracket = match.index;
    const start = bracket > 0 && text[bracket - 1] === ' ' ? bracket - 1 : bracket;
    const outcome = parseOne(text, bracket, match[1]!, tools, next);
    if ('reason' in outcome) {
      const end = outcome.end;
      malformed.push({ start, end, raw: text.slice(start, end), tool: match[1], reason: outcome.reason, message: outcome.message });
      CALL_OPENING.lastIndex = Math.max(end, bracket + 1);
    } else {
      calls.push({ ...outcome, start, raw: text.slice(start, outcome.end) });
      CALL_OPENING.lastIndex = outcome.end;
    }
  }
  return { calls, malformed };
}

type One =
  | { tool: string; input: string; result?: string; end: number }
  | { reason: MalformedReason; message: string; end: number };

/**
 * The next `needle` at or after an offset, for offsets that only grow (the scan moves
 * forward): each search starts where it is needed and its answer is kept, so a whole
 * parse reads the text once per needle instead of once per call opening.
 */
function nextIndex(text: string, needle: string): (from: number) => number {
  let found = -2; // not searched yet
  return (from) => {
    if (found === -2 || (found !== -1 && found < from)) found = text.indexOf(needle, from);
    return found;
  };
}

type Next = Record<'close' | 'open' | 'line', (from: number) => number>;

function parseOne(text: string, bracket: number, name: string, tools: readonly ToolSpec[], next: Next): One {
  // The call must close before the next "[" (nesting) and before the end of the line.
  const close = next.close(bracket + 1);
  const nextOpen = next.open(bracket + 1);
  const newline = next.line(bracket);
  const lineEnd = newline === -1 ? text.length : newline;
  if (nextOpen !== -1 && (close === -1 || nextOpen < close) && nextOpen < lineEnd) {
    // Skip the whole bracketed region, so the inner call is not taken on its own.
    return { reason: 'nested', message: `a call to ${name} opens another call before it is closed`, end: balancedEnd(text, bracket, lineEnd) };
  }
  if (close === -1 || close > lineEnd) {
    return { reason: 'unclosed', message: `the call to ${name} is never closed with "]"`, end: lineEnd };
  }
  const end = close + 1;
  const tool = tools.find((t) => t.name === name);
  if (!tool) return { reason: 'unknown tool', message: `there is no tool called "${name}"`, end };

  const inner = text.slice(bracket + 1, close); // Name(args) [-> result]
  const argsStart = name.length + 1;
  const argsEnd = closingParen(inner, argsStart, tool.input === 'quoted');
  if (argsEnd === -2) return { reason: 'bad quoting', message: `the quoted input of ${name} is never closed with '"'`, end };
  if (argsEnd === -1) return { reason: 'bad syntax', message: `the input of ${name} has no closing ")"`, end };
  const written = inner.slice(argsStart, argsEnd);
  const rest = inner.slice(argsEnd + 1);

  let result: string | undefined;
  if (rest.trim() === '') result = undefined;
  else if (rest.startsWith(ARROW)) result = rest.slice(ARROW.length).trim();
  else if (rest.startsWith('->')) result = rest.slice(2).trim();
  else return { reason: 'bad syntax', message: `unexpected text after ${name}(…): "${clip(rest)}"`, end };

  const input = readInput(written, tool);
  if (typeof input !== 'string') return { ...input, end };
  return { tool: name, input, result, end };
}

function readInput(written: string, tool: ToolSpec): string | { reason: MalformedReason; message: string } {
  if (tool.input === 'none') {
    return written.trim() === ''
      ? ''
      : { reason: 'bad syntax', message: `${tool.name} takes no input, but got "${clip(written)}"` };
  }
  let input = written.trim();
  if (tool.input === 'quoted') {
    if (input.length < 2 || !input.startsWith('"') || !input.endsWith('"') || input.slice(1, -1).includes('"')) {
      return { reason: 'bad quoting', message: `the input of ${tool.name} must be one "double-quoted" text` };
    }
    input = input.slice(1, -1);
  } else if (/["'`]/.test(input)) {
    return { reason: 'bad quoting', message: `the input of ${tool.name} is written without quotes` };
  }
  if (input.length > tool.maxInputLength) {
    return { reason: 'argument too long', message: `the input of ${tool.name} is longer than ${tool.maxInputLength} characters` };
  }
  return input;
}

/** Index of the ")" closing the "(" just before `from`; -1 if none, -2 if a quote is left open. */
function closingParen(s: string, from: number, quoted: boolean): number {
  let depth = 1;
  let inQuote = false;
  for (let j = from; j < s.length; j++) {
    const ch = s[j];
    if (quoted && ch === '"') inQuote = !inQuote;
    else if (inQuote) continue;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return j;
  }
  return inQuote ? -2 : -1;
}

/** Offset just after the "]" that balances the "[" at `open`, or `limit`. */
function balancedEnd(s: string, open: number, limit: number): number {
  let depth = 0;
  for (let j = open; j < limit; j++) {
    if (s[j] === '[') depth++;
    else if (s[j] === ']' && --depth === 0) return j + 1;
  }
  return limit;
}

function clip(s: string, n = 30): string {
  const one = s.replace(/\s+/g, ' ');
  return one.length > n ? one.slice(0, n) + '…' : one;
}

/** Writes every well-formed call of `text` in display form (<API> … → … </API>). */
export function toDisplayForm(text: string, tools: readonly ToolSpec[]): string {
  const { calls } = parseCalls(text, tools);
  let out = '';
  let at = 0;
  for (const c of calls) {
    const lead = text[c.start] === ' ' ? ' ' : '';
    out += text.slice(at, c.start) + lead + linearizeForDisplay(c, c.result, tools);
    at = c.end;
  }
  return out + text.slice(at);
}

/** The text with every well-formed call removed — what a reader sees without the tools. */
export function stripCalls(text: string, tools: readonly ToolSpec[]): string {
  const { calls } = parseCalls(text, tools);
  let out = '';
  let at = 0;
  for (const c of calls) {
    out += text.slice(at, c.start);
    at = c.end;
  }
  return out + text.slice(at);
}
