/**
 * The time limit on a tool run. The paper's pipeline executes many sampled
 * calls (§2, step "Executing API calls"); one slow tool must not stall it.
 */
import type { ToolOutcome } from './types';

/** Turns anything thrown into a short one-line reason (no stack text). */
export function reasonFrom(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').trim().slice(0, 120);
  return line ? `tool failed: ${line}` : 'tool failed';
}

/**
 * Runs `work` and settles with its outcome, or with `{ ok: false }` once
 * `timeoutMs` has passed, whichever comes first; the timer is always cleared.
 * Synchronous throws and rejections become `{ ok: false, reason }`.
 * A tool that blocks the event loop cannot be interrupted this way; ours never do.
 */
export async function withTimeout(
  work: () => ToolOutcome | Promise<ToolOutcome>,
  timeoutMs: number,
  label = 'tool',
): Promise<ToolOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<ToolOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `${label} timed out after ${timeoutMs} ms` }), timeoutMs);
  });
  const run = (async (): Promise<ToolOutcome> => {
    try {
      return await work();
    } catch (error) {
      return { ok: false, reason: reasonFrom(error) };
    }
  })();
  try {
    return await Promise.race([run, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
