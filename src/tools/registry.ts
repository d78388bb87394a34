/**
 * The tools the lab knows, looked up by the name written in a call, and the
 * one safe way to run a call: `runTool` never throws and never hangs.
 */
import type { Tool, ToolOutcome } from './types';
import { calculator } from './calculator';
import { calendar } from './calendar';
import { qa } from './qa/qa';
import { withTimeout, reasonFrom } from './timeout';

/** Every tool the lab ships, in the order the paper introduces them (§2: QA, Calculator, …, Calendar). */
export const tools: readonly Tool[] = Object.freeze([qa, calculator, calendar]);

/** Default time limit for one tool run, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 2000;

/** Options for `runTool`: the injectable clock and the time limit. */
export interface RunToolOptions {
  now?: Date;
  timeoutMs?: number;
}

/** The tool called `name` (case-sensitive, as written in a call), or undefined. */
export function getTool(name: string): Tool | undefined {
  return tools.find((t) => t.name === name);
}

/**
 * Runs the call `name(input)`: unknown names, over-long inputs, exceptions
 * and runs past `timeoutMs` all come back as `{ ok: false, reason }`.
 */
export async function runTool(name: string, input: string, options: RunToolOptions = {}): Promise<ToolOutcome> {
  const tool = getTool(name);
  if (!tool) return { ok: false, reason: `unknown tool ${String(name).slice(0, 40)}` };
  return runWith(tool, input, options);
}

/** Runs a given tool under the same checks as `runTool` (for tools outside the registry). */
export async function runWith(tool: Tool, input: string, options: RunToolOptions = {}): Promise<ToolOutcome> {
  if (typeof input !== 'string') return { ok: false, reason: 'input must be text' };
  if (input.length > tool.maxInputLength) {
    return {
      ok: false,
      reason: tool.maxInputLength === 0 ? `${tool.name} takes no input` : `input longer than ${tool.maxInputLength} characters`,
    };
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const context = options.now ? { now: options.now } : {};
  try {
    return await withTimeout(() => tool.execute(input, context), timeoutMs, tool.name);
  } catch (error) {
    // withTimeout already catches; this guards against a broken timer environment.
    return { ok: false, reason: reasonFrom(error) };
  }
}
