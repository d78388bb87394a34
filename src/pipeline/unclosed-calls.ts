/**
 * Calls a decoding opened and never closed with →, so no tool ran: the call ran on past its
 * length limit or a new line (the decoder closed it unrun), the model wrote "]" instead of
 * "->", or decoding stopped first. Stage 7 says so beside the calls that did run.
 */
import type { DecodeEvent, DoneReason } from '../core/decode.ts';

export interface UnclosedCall {
  /** What the model wrote of the call, from its "[". */
  written: string;
  why: { kind: 'closed unrun'; message: string } | { kind: 'stopped'; reason: DoneReason };
}

export function unclosedCalls(events: readonly DecodeEvent[]): UnclosedCall[] {
  const out: UnclosedCall[] = [];
  let open: string | null = null; // what the open call holds so far; null outside a call
  for (const e of events) {
    if (e.type === 'call-start') open = '';
    else if (e.type === 'token' && open !== null) {
      // The arrow closes the call: from there the tool's outcome (even "not a call") is reported with the calls.
      if (e.inCall && e.text.trim() === '->') open = null;
      else open += e.text;
    } else if (e.type === 'error' && open !== null) {
      out.push({ written: open.trim(), why: { kind: 'closed unrun', message: e.message } });
      open = null;
    } else if (e.type === 'done' && open !== null) {
      out.push({ written: open.trim(), why: { kind: 'stopped', reason: e.reason } });
    }
  }
  return out;
}
