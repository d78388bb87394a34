/**
 * A scripted next-token step for testing the core's state machines (decoding,
 * call sampling). It is not a language model and no test of the method's
 * numbers uses it: those run the real bundled models.
 */
import type { CachedContext, StepModel, TokenStreams, Vocabulary } from '../../../src/core/model.ts';

/** A word-level vocabulary whose tokens are matched longest-first. */
export function scriptedVocabulary(pieces: string[]): Vocabulary & { pieces: string[] } {
  const all = ['<eos>', ' [', ']', ' ->', ...pieces.filter((p) => ![' [', ']', ' ->'].includes(p))];
  const byLength = all.map((p, id) => ({ p, id })).filter((e) => e.id > 0).sort((a, b) => b.p.length - a.p.length);
  return {
    pieces: all,
    apiStart: 1,
    apiEnd: 2,
    arrow: 3,
    eos: 0,
    encode(text: string) {
      const ids: number[] = [];
      let at = 0;
      while (at < text.length) {
        const hit = byLength.find((e) => text.startsWith(e.p, at));
        if (!hit) throw new Error(`scripted vocabulary cannot encode "${text.slice(at)}"`);
        ids.push(hit.id);
        at += hit.p.length;
      }
      return ids;
    },
    decode(ids: readonly number[]) {
      return ids.map((id) => (id === 0 ? '' : all[id] ?? '')).join('');
    },
  };
}

/**
 * A step model whose next-token preferences come from `script(context)`:
 * it returns token → logit for a few tokens; all others get −10, and <API>
 * −20 so that it ranks last unless the script says otherwise.
 * Records every append, so tests can check what was fed (the KV-cache contract).
 * With `contextSize`, like a real model it throws when a stream would hold more tokens.
 */
export function scriptedModel(
  vocabSize: number,
  script: (context: readonly number[]) => Record<number, number>,
  contextSize?: number,
): StepModel & { appended: number[][]; opened: number; branched: number } {
  const appended: number[][] = [];
  const logitsFor = (context: readonly number[]) => {
    const l = new Float32Array(vocabSize).fill(-10);
    l[1] = -20;
    for (const [tok, v] of Object.entries(script(context))) l[Number(tok)] = v;
    return l;
  };
  const model = {
    appended,
    opened: 0,
    maxStreamTokens: contextSize,
    async open(prefix: readonly number[], batch: number) {
      model.opened++;
      const contexts = Array.from({ length: batch }, () => [...prefix]);
      // A finished stream (null) is padded, as a batch of rows pads it.
      const streams = streamsOver(contexts, (t) => t ?? [0]);
      return { streams, logits: contexts.map(logitsFor) };
    },
    /** Streams off a cached context: each its own prefix; finished ones take nothing and answer empty. */
    branch(context: CachedContext, at: readonly number[]) {
      model.branched++;
      return streamsOver(at.map((n) => context.tokens.slice(0, n)), (t) => t);
    },
    branched: 0,
  };
  function streamsOver(contexts: number[][], fill: (t: readonly number[] | null) => readonly number[] | null): TokenStreams {
    return {
      async append(tokens) {
        const fed = tokens.map(fill);
        fed.forEach((t, j) => t && contexts[j]!.push(...t));
        const longest = Math.max(...contexts.map((c) => c.length));
        if (contextSize !== undefined && longest > contextSize) throw new Error(`context overflow: ${longest} > ${contextSize}`);
        appended.push([...(fed[0] ?? [])]);
        return contexts.map((c, j) => (fed[j] ? logitsFor(c) : new Float32Array(0)));
      },
      dispose() {},
    };
  }
  return model;
}
