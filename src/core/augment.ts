/**
 * Building C* (paper §2, "Model Finetuning"): the calls that survived the
 * filter, from all tools, are merged and written into their texts,
 *   x* = x_{1:i−1}, e(c_i, r_i), x_{i:n}
 * Texts without a surviving call are dropped.
 */
import { WEIGHT_SPAN } from './loss.ts';
import { linearize, type ApiCall, type ToolSpec } from './syntax.ts';

/** A call that passed the filter, at a place in its text. */
export interface KeptCall {
  call: ApiCall;
  result: string;
  /** Offset (UTF-16) in the text where e(c, r) is written: the start of token x_i. */
  offset: number;
  /** Token index i, for reference. */
  position: number;
  lossMinus: number;
  lossPlus: number;
  gain: number;
}

export interface AugmentedText {
  id: string;
  /** The original text x. */
  original: string;
  /** x* with the kept calls written in. */
  text: string;
  /** The calls written in, in text order. */
  calls: KeptCall[];
}

/**
 * Writes the kept calls into one text. Calls must not overlap: two calls
 * whose positions are fewer than five tokens apart were each judged on the
 * same next tokens (the weights reach five tokens), so only the one with the
 * larger gain is written. Returns null when no call survived — the text is
 * not part of C*.
 */
export function augmentText(id: string, text: string, kept: readonly KeptCall[], tools?: readonly ToolSpec[]): AugmentedText | null {
  const chosen: KeptCall[] = [];
  const byGain = kept
    .filter((c) => Number.isInteger(c.offset) && c.offset >= 0 && c.offset <= text.length)
    .sort((a, b) => b.gain - a.gain);
  for (const c of byGain) {
    if (chosen.every((d) => Math.abs(d.position - c.position) >= WEIGHT_SPAN)) chosen.push(c);
  }
  if (chosen.length === 0) return null;
  const calls = chosen.sort((a, b) => a.offset - b.offset);
  let out = '';
  let at = 0;
  for (const c of calls) {
    out += text.slice(at, c.offset) + linearize(c.call, c.result, tools);
    at = c.offset;
  }
  return { id, original: text, text: out + text.slice(at), calls };
}

/**
 * C*: merges kept calls of every tool per text. `kept` may hold calls of
 * several tools for the same text id, in any order.
 */
export function buildAugmentedCorpus(
  texts: readonly { id: string; text: string }[],
  kept: readonly (KeptCall & { textId: string })[],
  tools?: readonly ToolSpec[],
): AugmentedText[] {
  const byText = new Map<string, KeptCall[]>();
  for (const k of kept) {
    const list = byText.get(k.textId) ?? [];
    list.push(k);
    byText.set(k.textId, list);
  }
  const out: AugmentedText[] = [];
  for (const t of texts) {
    const merged = augmentText(t.id, t.text, byText.get(t.id) ?? [], tools);
    if (merged) out.push(merged);
  }
  return out;
}
