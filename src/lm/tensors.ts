/**
 * The graph's inputs and outputs as the language model uses them: feeds of rows, the kept
 * positions' scores, and the KV cache (kept, gathered, tiled, freed). Split from
 * language-model.ts so that file holds only the model's operations.
 */
import { Tensor } from '@huggingface/transformers';
import type { CachedContext } from '../core/model.ts';

export type Outputs = Record<string, Tensor>;

/**
 * One forward's inputs. `attention` is [batch, past + n] (a padding mask), or [1, n · (past + n)]:
 * a row per query, saying which keys that token sees (tree attention). `keep`: logits only for
 * each row's last `keep` positions (0: all). Both are inputs of the lab's graphs (train/lab_graph.py).
 */
export interface Feed {
  ids: BigInt64Array;
  positions: BigInt64Array;
  attention: BigInt64Array;
  batch: number;
  n: number;
  keep: number;
}

/** Rows of the same length at positions start…, after a past of `start`. */
export function rowsOf(tokens: readonly (readonly number[])[], start: number, options: { keep: number }): Feed {
  const batch = tokens.length;
  const n = tokens[0]!.length;
  const ids = new BigInt64Array(batch * n);
  const positions = new BigInt64Array(batch * n);
  tokens.forEach((row, b) =>
    row.forEach((t, i) => {
      ids[b * n + i] = BigInt(t);
      positions[b * n + i] = BigInt(start + i);
    }),
  );
  return { ids, positions, attention: new BigInt64Array(batch * (start + n)).fill(1n), batch, n, keep: options.keep };
}

/** A context's KV cache (BOS + tokens), kept for branching; the model reads it, never changes it. */
export class KeptContext implements CachedContext {
  constructor(
    readonly tokens: readonly number[],
    public past: Outputs | null,
  ) {}
  dispose(): void {
    if (this.past) disposeAll(this.past);
    this.past = null;
  }
}

/** Logits of the kept positions, [rows · keep, vocab], and log Σ exp of each (the graph's logsumexp output). */
export interface Scores {
  logits: Float32Array;
  lse: Float32Array;
}

export const scoresOf = (outputs: Outputs): Scores => ({ logits: outputs.logits!.data as Float32Array, lse: outputs.logsumexp!.data as Float32Array });

/**
 * log softmax(logits of kept position k)[token]: one subtraction, with the graph's log-sum-exp.
 * `masked` is left out of the softmax (p = 0), as "Toolformer (disabled)" does with <API>.
 */
export function logProbOf(s: Scores, k: number, V: number, token: number, masked = -1): number {
  if (token === masked) return -Infinity;
  let z = s.lse[k]!;
  if (masked >= 0) z += Math.log1p(-Math.exp(s.logits[k * V + masked]! - z));
  return s.logits[k * V + token]! - z;
}

/** Repeats a batch-1 CPU cache `batch` times along the batch axis. */
export function tile(past: Outputs, batch: number): Outputs {
  const out: Outputs = {};
  for (const [name, t] of Object.entries(past)) {
    const data = t.data as Float32Array;
    const copy = new Float32Array(data.length * batch);
    for (let b = 0; b < batch; b++) copy.set(data, b * data.length);
    out[name] = new Tensor('float32', copy, [batch, ...t.dims.slice(1)]);
  }
  disposeAll(past);
  return out;
}

/** How many leading tokens a and b share. */
export function commonPrefixLength(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The past at the sequence indices `kept` only: [batch, heads, length, head_dim] → [batch, heads, kept, head_dim]. */
export function gatherPast(past: Outputs, kept: readonly number[]): Outputs {
  const out: Outputs = {};
  for (const [name, t] of Object.entries(past)) {
    const [batch, heads, length, dim] = t.dims as [number, number, number, number];
    const data = t.data as Float32Array;
    const copy = new Float32Array(batch * heads * kept.length * dim);
    for (let bh = 0; bh < batch * heads; bh++) {
      // Runs of consecutive indices move as one block.
      for (let k = 0; k < kept.length; ) {
        let end = k + 1;
        while (end < kept.length && kept[end] === kept[end - 1]! + 1) end++;
        const from = (bh * length + kept[k]!) * dim;
        copy.set(data.subarray(from, from + (end - k) * dim), (bh * kept.length + k) * dim);
        k = end;
      }
    }
    out[name] = new Tensor('float32', copy, [batch, heads, kept.length, dim]);
  }
  return out;
}

export const gpuResident = (t: Tensor) => (t as Tensor & { location?: string }).location === 'gpu-buffer';
export const onGpu = (past: Outputs) => Object.values(past).some(gpuResident);

/** present.* of this step become past_key_values.* of the next; replaced GPU buffers are freed. */
export function keepPresent(outputs: Outputs, past: Outputs | null): Outputs {
  const next: Outputs = {};
  for (const [name, tensor] of Object.entries(outputs)) {
    if (name.startsWith('present')) next[name.replace('present', 'past_key_values')] = tensor;
  }
  if (past) disposeAll(past);
  return next;
}

export function disposeAll(tensors: Outputs, prefix = ''): void {
  for (const [name, t] of Object.entries(tensors)) {
    if (name.startsWith(prefix) && gpuResident(t)) t.dispose();
  }
}
