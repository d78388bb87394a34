/**
 * A causal language model from `models/`, run by transformers.js on WebGPU,
 * wasm or (in Node) onnxruntime's CPU backend. This is the one place that
 * touches tensors: everything above it asks for plain numbers.
 *
 * Every sequence starts with <|endoftext|>, as documents do in training.
 */
import { AutoModelForCausalLM, AutoTokenizer, Tensor, type PreTrainedModel, type PreTrainedTokenizer } from '@huggingface/transformers';
import type { StepModel, TokenStreams, Vocabulary } from '../core/model.ts';
import type { ScoringSequence } from '../core/placement.ts';
import { API_END, API_START, ARROW } from '../core/syntax.ts';
import { pickDevice, type Device } from './runtime.ts';

export type Dtype = 'fp32' | 'q8' | 'fp16';

export interface LoadProgress {
  status: string;
  file?: string;
  /** 0–100 when known. */
  progress?: number;
}

export interface LoadOptions {
  device?: Device | 'auto';
  dtype?: Dtype;
  onProgress?: (p: LoadProgress) => void;
}

/** A sequence did not fit the model's context: said, never truncated silently. */
export class ContextOverflowError extends Error {
  constructor(readonly length: number, readonly contextSize: number) {
    super(`the text needs ${length} tokens, but the model reads at most ${contextSize}`);
  }
}

type Outputs = Record<string, Tensor>;
/** The most logits one forward may return (floats): keeps memory bounded on a laptop. */
const MAX_LOGITS_PER_FORWARD = 16 * 1024 * 1024;
/** Prefix caches kept per model: one P(x) per tool, and one edited. */
const MAX_CACHED_PREFIXES = 4;

export class LanguageModel implements StepModel {
  private constructor(
    readonly name: string,
    readonly device: Device,
    readonly dtype: Dtype,
    readonly vocab: Vocabulary,
    readonly contextSize: number,
    readonly vocabSize: number,
    private readonly model: PreTrainedModel,
    readonly tokenizer: PreTrainedTokenizer,
  ) {}

  /** Loads `name` from the configured models folder (see configureRuntime). */
  static async load(name: string, options: LoadOptions = {}): Promise<LanguageModel> {
    const device = !options.device || options.device === 'auto' ? await pickDevice() : options.device;
    const dtype = options.dtype ?? (device === 'cpu' ? 'fp32' : 'q8');
    const progress_callback = (p: { status: string; file?: string; progress?: number }) =>
      options.onProgress?.({ status: p.status, file: p.file, progress: p.progress });
    const tokenizer = await AutoTokenizer.from_pretrained(name, { local_files_only: true, progress_callback });
    const model = await AutoModelForCausalLM.from_pretrained(name, {
      local_files_only: true,
      device,
      dtype,
      progress_callback,
    });
    const config = model.config as unknown as { n_positions?: number; vocab_size?: number; eos_token_id?: number };
    const vocab = vocabularyOf(tokenizer, config.eos_token_id);
    return new LanguageModel(name, device, dtype, vocab, config.n_positions ?? 256, config.vocab_size ?? 0, model, tokenizer);
  }

  /** What a stream opened with a prefix may hold besides the BOS that `open` puts first. */
  get maxStreamTokens(): number {
    return this.contextSize - 1;
  }

  /** Fails clearly when `length` tokens (BOS included) exceed the context. */
  checkFits(length: number): void {
    if (length > this.contextSize) throw new ContextOverflowError(length, this.contextSize);
  }

  /**
   * log p(x_j | z, x_{1:j−1}) for the target tokens of each sequence, batched.
   * The sequences go through in as few forwards as memory allows.
   */
  async targetLogProbs(sequences: readonly ScoringSequence[], options: { maskToken?: number } = {}): Promise<number[][]> {
    const out: number[][] = new Array(sequences.length);
    const order = sequences.map((s, j) => j).sort((a, b) => sequences[a]!.tokens.length - sequences[b]!.tokens.length);
    // Group similar lengths so padding wastes little.
    let group: number[] = [];
    const flush = async () => {
      if (group.length === 0) return;
      const rows = group.map((j) => [this.vocab.eos, ...sequences[j]!.tokens]);
      const { logits, width } = await this.forward(rows);
      group.forEach((j, b) => {
        const s = sequences[j]!;
        const scores: number[] = [];
        for (let t = 0; t < s.targetLength; t++) {
          // Token at rows[b][1 + targetStart + t] is predicted by the logits one step before it.
          const at = s.targetStart + t;
          scores.push(logProbAt(logits, (b * width + at) * this.vocabSize, this.vocabSize, s.tokens[at]!, options.maskToken));
        }
        out[j] = scores;
      });
      group = [];
    };
    for (const j of order) {
      const length = sequences[j]!.tokens.length + 1;
      this.checkFits(length);
      const width = Math.max(length, ...group.map((g) => sequences[g]!.tokens.length + 1));
      if ((group.length + 1) * width * this.vocabSize > MAX_LOGITS_PER_FORWARD) await flush();
      group.push(j);
    }
    await flush();
    return out;
  }

  /**
   * log p(token | tokens_{1..j}) for every j ≥ from — all from one forward pass.
   * Entry t is the log-probability of `token` right before tokens[from + t]
   * (and the last entry, after the final token).
   */
  async logProbsOfTokenAtEveryPosition(tokens: readonly number[], token: number, from = 0, options: { cachedPrefix?: number } = {}): Promise<number[]> {
    const row = [this.vocab.eos, ...tokens];
    this.checkFits(row.length);
    // At least one token runs after the cached prefix.
    const kept = Math.min(options.cachedPrefix ?? 0, from, tokens.length - 1);
    // Logits at row index r predict row[r + 1] = tokens[r].
    const logProb = (logits: Float32Array, at: number) => logProbAt(logits, at * this.vocabSize, this.vocabSize, token);
    const out: number[] = [];
    if (kept <= 0) {
      const { logits } = await this.forward([row]);
      for (let r = from; r < row.length; r++) out.push(logProb(logits, r));
      return out;
    }
    // Rows 0…kept are the cached prefix (BOS + tokens[0, kept)); only the rest runs, on its cache.
    const prefix = await this.prefixCache(row.slice(0, kept + 1));
    if (from === kept) out.push(logProb(prefix.last, 0));
    const outputs = await this.run([row.slice(kept + 1)], kept + 1, prefix.past);
    disposeAll(outputs, 'present');
    const logits = outputs.logits!.data as Float32Array;
    for (let r = Math.max(from, kept + 1); r < row.length; r++) out.push(logProb(logits, r - kept - 1));
    return out;
  }

  /** Cached prefixes (P(x) of each tool, as the lab and annotate use them), newest last. */
  private prefixes: { key: string; past: Outputs; last: Float32Array }[] = [];

  /**
   * The KV cache of `row` (BOS first), computed once and kept: a sentence edit then runs only
   * its own tokens. On WebGPU the cache stays on the GPU and is read, never copied, by each run.
   */
  private async prefixCache(row: number[]): Promise<{ past: Outputs; last: Float32Array }> {
    const key = row.join(',');
    const hit = this.prefixes.find((p) => p.key === key);
    if (hit) return hit;
    const outputs = await this.run([row], 0, null);
    const past = keepPresent(outputs, null);
    const last = (outputs.logits!.data as Float32Array).slice((row.length - 1) * this.vocabSize, row.length * this.vocabSize);
    this.prefixes.push({ key, past, last });
    // A few P(x) at a time (three tools; an edited prompt replaces the oldest).
    if (this.prefixes.length > MAX_CACHED_PREFIXES) disposeAll(this.prefixes.shift()!.past);
    return this.prefixes.at(-1)!;
  }

  /** Next-token logits after `tokens`, one forward. */
  async nextTokenLogits(tokens: readonly number[]): Promise<Float32Array> {
    const row = [this.vocab.eos, ...tokens];
    this.checkFits(row.length);
    const { logits } = await this.forward([row]);
    return logits.slice((row.length - 1) * this.vocabSize, row.length * this.vocabSize);
  }

  /** StepModel: streams that keep their KV cache between appends. */
  async open(prefix: readonly number[], batch: number): Promise<{ streams: TokenStreams; logits: Float32Array[] }> {
    const rows = Array.from({ length: batch }, () => [this.vocab.eos, ...prefix]);
    let length = rows[0]!.length;
    this.checkFits(length);
    let past: Outputs | null = null;
    const step = async (tokens: readonly (readonly number[])[]): Promise<Float32Array[]> => {
      const n = tokens[0]!.length;
      if (tokens.some((t) => t.length !== n)) throw new Error('every stream must append the same number of tokens');
      const start = past ? length : 0;
      if (start + n > this.contextSize) throw new ContextOverflowError(start + n, this.contextSize);
      const outputs = await this.run(tokens, start, past);
      past = keepPresent(outputs, past);
      length = start + n;
      const logits = outputs.logits!;
      const data = logits.data as Float32Array;
      return tokens.map((_, b) => data.slice(((b + 1) * n - 1) * this.vocabSize, (b + 1) * n * this.vocabSize));
    };
    // The streams share their prefix: on the CPU, run it once and copy its cache
    // to every stream; a GPU-resident cache is not copied, the prefix runs batched.
    const tileable = this.device !== 'webgpu';
    let first = await step(tileable ? rows.slice(0, 1) : rows);
    if (tileable && batch > 1) {
      past = tile(past!, batch);
      first = Array.from({ length: batch }, () => first[0]!);
    }
    const streams: TokenStreams = {
      append: step,
      dispose: () => {
        if (past) disposeAll(past);
        past = null;
      },
    };
    return { streams, logits: first };
  }

  /**
   * Plain transformers.js greedy `generate()` for exactly `newTokens` tokens —
   * the reference the benchmark compares tool-using decoding against.
   */
  async referenceGenerate(tokens: readonly number[], newTokens: number): Promise<number[]> {
    const row = [this.vocab.eos, ...tokens];
    const input_ids = new Tensor('int64', BigInt64Array.from(row.map(BigInt)), [1, row.length]);
    const out = (await this.model.generate({ input_ids, max_new_tokens: newTokens, min_new_tokens: newTokens, do_sample: false } as never)) as Tensor;
    return Array.from(out.data as BigInt64Array, Number).slice(row.length);
  }

  /** Frees the sessions. */
  async dispose(): Promise<void> {
    for (const p of this.prefixes.splice(0)) disposeAll(p.past);
    await this.model.dispose();
  }

  /** One forward over right-padded rows; returns all logits as [rows, width, vocab]. */
  private async forward(rows: number[][]): Promise<{ logits: Float32Array; width: number }> {
    const width = Math.max(...rows.map((r) => r.length));
    const padded = rows.map((r) => [...r, ...new Array<number>(width - r.length).fill(this.vocab.eos)]);
    const mask = rows.map((r) => Array.from({ length: width }, (_, t) => (t < r.length ? 1 : 0)));
    const outputs = await this.run(padded, 0, null, mask);
    disposeAll(outputs, 'present');
    return { logits: outputs.logits!.data as Float32Array, width };
  }

  /** Runs the graph on `tokens` (one row per stream) at positions start…, after `past`. */
  private async run(tokens: readonly (readonly number[])[], start: number, past: Outputs | null, mask?: number[][]): Promise<Outputs> {
    const batch = tokens.length;
    const n = tokens[0]!.length;
    const ids = new BigInt64Array(batch * n);
    const positions = new BigInt64Array(batch * n);
    const attention = new BigInt64Array(batch * (start + n)).fill(1n);
    tokens.forEach((row, b) =>
      row.forEach((t, i) => {
        ids[b * n + i] = BigInt(t);
        positions[b * n + i] = BigInt(start + i);
        if (mask) attention[b * (start + n) + start + i] = BigInt(mask[b]![i]!);
      }),
    );
    const inputs: Record<string, unknown> = {
      input_ids: new Tensor('int64', ids, [batch, n]),
      attention_mask: new Tensor('int64', attention, [batch, start + n]),
      position_ids: new Tensor('int64', positions, [batch, n]),
    };
    if (past) inputs.past_key_values = past;
    return (await this.model.forward(inputs)) as Outputs;
  }
}

/**
 * log softmax(logits[at … at + V])[token], without allocating. `masked` is
 * left out of the softmax (p = 0), as "Toolformer (disabled)" does with <API>.
 */
function logProbAt(logits: Float32Array, at: number, V: number, token: number, masked = -1): number {
  if (token === masked) return -Infinity;
  let max = -Infinity;
  for (let j = 0; j < V; j++) if (j !== masked && logits[at + j]! > max) max = logits[at + j]!;
  let sum = 0;
  for (let j = 0; j < V; j++) if (j !== masked) sum += Math.exp(logits[at + j]! - max);
  return logits[at + token]! - max - Math.log(sum);
}

/** Repeats a batch-1 CPU cache `batch` times along the batch axis. */
function tile(past: Outputs, batch: number): Outputs {
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

/** present.* of this step become past_key_values.* of the next; replaced GPU buffers are freed. */
function keepPresent(outputs: Outputs, past: Outputs | null): Outputs {
  const next: Outputs = {};
  for (const [name, tensor] of Object.entries(outputs)) {
    if (name.startsWith('present')) next[name.replace('present', 'past_key_values')] = tensor;
  }
  if (past) disposeAll(past);
  return next;
}

function disposeAll(tensors: Outputs, prefix = ''): void {
  for (const [name, t] of Object.entries(tensors)) {
    if (name.startsWith(prefix) && (t as Tensor & { location?: string }).location === 'gpu-buffer') t.dispose();
  }
}

/** The surface tokens must each be one token in this tokenizer, or the method cannot run. */
function vocabularyOf(tokenizer: PreTrainedTokenizer, eosFromConfig?: number): Vocabulary {
  const single = (text: string) => {
    const ids = tokenizer.encode(text, { add_special_tokens: false });
    if (ids.length !== 1) throw new Error(`the tokenizer writes "${text}" as ${ids.length} tokens; the lab needs it as one`);
    return ids[0]!;
  };
  const eos = eosFromConfig ?? single('<|endoftext|>');
  return {
    apiStart: single(API_START),
    apiEnd: single(API_END),
    arrow: single(ARROW),
    eos,
    encode: (text) => tokenizer.encode(text, { add_special_tokens: false }),
    // transformers.js refuses to decode an empty list; nothing decodes to ''.
    decode: (ids) => (ids.length ? tokenizer.decode([...ids], { skip_special_tokens: true }) : ''),
  };
}
