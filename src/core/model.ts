/**
 * What the method needs from a language model, and nothing more. `src/lm`
 * implements these over transformers.js; a test may script them. The core
 * never sees a tensor.
 */

/** Token ids of the surface tokens and the text ↔ id mapping. */
export interface Vocabulary {
  encode(text: string): number[];
  decode(ids: readonly number[]): string;
  /** " [" — <API>. */
  readonly apiStart: number;
  /** "]" — </API>. */
  readonly apiEnd: number;
  /** " ->" — →. */
  readonly arrow: number;
  /** End of text. */
  readonly eos: number;
}

/** Streams that share a growing context; the model keeps each one's KV cache. */
export interface TokenStreams {
  /**
   * Appends tokens to every stream and returns the logits for each stream's next token.
   * `null` for a stream that has finished: it takes nothing more and its entry comes back
   * empty (streams that branch off a cached context then leave the batch; a batch of rows
   * pads them). Streams opened with `open` take the same count each.
   */
  append(tokens: readonly (readonly number[] | null)[]): Promise<Float32Array[]>;
  /** Frees the cache. */
  dispose(): void;
}

/**
 * A context the model has run and keeps the KV cache of — P(x) + x after a positions
 * scan — so that streams can start at any of its prefixes without running it again.
 */
export interface CachedContext {
  /** Its tokens (without the BOS the model puts first). */
  readonly tokens: readonly number[];
  /** Frees the cache (GPU memory on WebGPU). */
  dispose(): void;
}

/** A causal language model, seen one step at a time. */
export interface StepModel {
  /** The most tokens a stream may hold, its prefix included (the model's context); decoding stops there. Unset: no limit. */
  readonly maxStreamTokens?: number;
  /** Opens `batch` streams that all begin with `prefix`, and returns their next-token logits. */
  open(prefix: readonly number[], batch: number): Promise<{ streams: TokenStreams; logits: Float32Array[] }>;
  /**
   * Streams that branch off a cached context: stream j reads the context's first `at[j]`
   * tokens, then what is appended to it. Nothing runs until the first append. Optional: a
   * model without it is sampled one batch per position, with `open`.
   */
  branch?(context: CachedContext, at: readonly number[]): TokenStreams;
}
