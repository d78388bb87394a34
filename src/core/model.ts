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
   * Appends tokens to every stream (the same count for each) and returns the
   * logits for each stream's next token.
   */
  append(tokens: readonly (readonly number[])[]): Promise<Float32Array[]>;
  /** Frees the cache. */
  dispose(): void;
}

/** A causal language model, seen one step at a time. */
export interface StepModel {
  /** The most tokens a stream may hold, its prefix included (the model's context); decoding stops there. Unset: no limit. */
  readonly maxStreamTokens?: number;
  /** Opens `batch` streams that all begin with `prefix`, and returns their next-token logits. */
  open(prefix: readonly number[], batch: number): Promise<{ streams: TokenStreams; logits: Float32Array[] }>;
}
