/**
 * What the lab's state implies, as pure functions: the positions chosen, the kept calls,
 * C*, where decoding starts. Components and the lab both read them.
 */
import { augmentText, buildAugmentedCorpus, type AugmentedText, type KeptCall } from '../core/augment.ts';
import { filterCall } from '../core/loss.ts';
import { selectable, selectPositions } from '../core/positions.ts';
import { tools } from '../tools/registry.ts';
import type { LabState } from './state.ts';

/** Positions chosen: selectPositions(p, τs, k), plus the learner's additions, minus removals. */
export function selectedPositions(s: LabState): number[] {
  const scan = s.scan.value;
  const auto = scan ? selectPositions(selectable(scan.probabilities, scan.x), { tauS: s.tauS, k: s.k }).map((q) => q.index) : [];
  const set = new Set(auto.filter((i) => !s.removed.includes(i)));
  for (const i of s.added) set.add(i);
  return [...set].sort((a, b) => a - b);
}

/** The kept calls of the current text, for C*. */
export function keptCalls(s: LabState): KeptCall[] {
  const scored = s.scoring.value?.scored ?? [];
  return scored
    .filter((c) => c.result !== null && filterCall(c.losses, s.tauF).kept)
    .map((c) => {
      const v = filterCall(c.losses, s.tauF);
      return { call: c.call, result: c.result!, offset: c.offset, position: c.position, lossMinus: v.lossMinus, lossPlus: v.lossPlus, gain: v.gain };
    });
}

/** C* over the session's collection (all tools merged per text), in collection order. */
export function corpus(s: LabState): AugmentedText[] {
  const texts = Object.keys(s.collected).map((text, j) => ({ id: `x${j + 1}`, text }));
  const kept = texts.flatMap(({ id, text }) => Object.values(s.collected[text] ?? {}).flatMap((calls) => (calls ?? []).map((c) => ({ ...c, textId: id }))));
  return buildAugmentedCorpus(texts, kept, tools);
}

/** x* for the current text (all tools collected for it). */
export function currentAugmented(s: LabState): AugmentedText | null {
  const calls = Object.values(s.collected[s.sentence] ?? {}).flatMap((c) => c ?? []);
  return augmentText('x', s.sentence, calls, tools);
}

/**
 * The text decoding starts from: the learner's, or the sentence cut before the word
 * where its first kept call (else its likeliest chosen position: with the Calculator's
 * τs 0 every position is chosen) stands — "… Each bottle costs" for a call before "$0.75".
 */
export function decodePrompt(s: LabState): string {
  if (s.decodePrompt !== null) return s.decodePrompt;
  const x = s.scan.value?.x ?? s.tokens.value?.x;
  const p = s.scan.value?.probabilities ?? [];
  const likeliest = selectedPositions(s).reduce<number | undefined>((best, i) => (best === undefined || (p[i] ?? 0) > (p[best] ?? 0) ? i : best), undefined);
  const offset = keptCalls(s)[0]?.offset ?? (x && likeliest !== undefined ? x.offsets[likeliest] : undefined);
  if (offset === undefined || offset <= 0) return s.sentence;
  const head = s.sentence.slice(0, offset);
  // At a word boundary cut there; inside a word ("$|0.75") cut before the word.
  const atBoundary = /\s$/.test(head) || /^\s/.test(s.sentence.slice(offset));
  const cut = (atBoundary ? head : head.slice(0, head.search(/\S*$/))).trimEnd();
  return cut || s.sentence;
}

/** The session's C* with this text's kept calls (this tool) at the current τf. */
export function collectedWith(s: LabState): LabState['collected'] {
  const entry = { ...(s.collected[s.sentence] ?? {}), [s.tool]: keptCalls(s) };
  const collected = { ...s.collected, [s.sentence]: entry };
  if (Object.values(entry).every((c) => !c || c.length === 0)) delete collected[s.sentence];
  return collected;
}
