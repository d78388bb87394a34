/**
 * A causal language model from `models/`, run by transformers.js on WebGPU,
 * wasm or (in Node) onnxruntime's CPU backend. This is the one place that
 * touches tensors: everything above it asks for plain numbers.
 *
 * Every sequence starts with <|endoftext|>, as documents do in training.
 */
import { AutoModelForCausalLM, AutoTokenizer, Tensor, type PreTrainedModel, type PreTrainedTokenizer } from '@huggingface/transformers';
import type { CachedContext, StepModel, TokenStreams, Vocabulary } from '../core/model.ts';
import type { ScoringSequence } from '../core/placement.ts';
import { API_END, API_START, ARROW } from '../core/syntax.ts';
import { pickDevice, type Device } from './runtime.ts';
import { commonPrefixLength, disposeAll, gatherPast, keepPresent, KeptContext, logProbOf, onGpu, rowsOf, scoresOf, tile, type Feed, type Outputs, type Scores } from './tensors.ts';

export { commonPrefixLength };

export type Dtype = 'fp32' | 'q8' | 'fp16';

export interface LoadProgress {
  /**
   * transformers.js's (initiate, download, progress, done …), then ours: `prepare` once every
   * file is in (onnxruntime starts its wasm and builds the session: compile, graph optimisation).
   */
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

/** The most tokens one batched forward may hold (padding included): keeps memory bounded on a laptop. */
const MAX_TOKENS_PER_FORWARD = 4096;
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
    /** How the load's time went: reading the files, then building the session. */
    readonly loadTimes: { filesMs: number; sessionMs: number },
  ) {}

  /** Loads `name` from the configured models folder (see configureRuntime). */
  static async load(name: string, options: LoadOptions = {}): Promise<LanguageModel> {
    const device = !options.device || options.device === 'auto' ? await pickDevice() : options.device;
    const dtype = options.dtype ?? (device === 'cpu' ? 'fp32' : 'q8');
    const started = performance.now();
    let filesIn = started;
    const progress_callback = (p: { status: string; file?: string; progress?: number }) => {
      options.onProgress?.({ status: p.status, file: p.file, progress: p.progress });
      // The graph is the last file: once it is in, the time goes to building the session.
      if (p.status === 'done' && p.file?.endsWith('.onnx')) {
        filesIn = performance.now();
        options.onProgress?.({ status: 'prepare', file: p.file });
      }
    };
    const tokenizer = await AutoTokenizer.from_pretrained(name, { local_files_only: true, progress_callback });
    const model = await AutoModelForCausalLM.from_pretrained(name, {
      local_files_only: true,
      device,
      dtype,
      progress_callback,
    });
    const loadTimes = { filesMs: filesIn - started, sessionMs: performance.now() - filesIn };
    const config = model.config as unknown as { n_positions?: number; vocab_size?: number; eos_token_id?: number };
    const vocab = vocabularyOf(tokenizer, config.eos_token_id);
    return new LanguageModel(name, device, dtype, vocab, config.n_positions ?? 256, config.vocab_size ?? 0, model, tokenizer, loadTimes);
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
      // Logits only from the first target on: tokens[at] (row index at + 1) is predicted at row index at.
      const keep = Math.max(...group.map((j) => sequences[j]!.tokens.length + 1 - sequences[j]!.targetStart));
      const scores = await this.forward(rows, keep);
      group.forEach((j, b) => {
        const s = sequences[j]!;
        const first = s.tokens.length + 1 - keep; // row index of kept logit 0
        out[j] = Array.from({ length: s.targetLength }, (_, t) => {
          const at = s.targetStart + t;
          return logProbOf(scores, b * keep + at - first, this.vocabSize, s.tokens[at]!, options.maskToken);
        });
      });
      group = [];
    };
    for (const j of order) {
      const length = sequences[j]!.tokens.length + 1;
      this.checkFits(length);
      const width = Math.max(length, ...group.map((g) => sequences[g]!.tokens.length + 1));
      if ((group.length + 1) * width > MAX_TOKENS_PER_FORWARD) await flush();
      group.push(j);
    }
    await flush();
    return out;
  }

  /**
   * log p(token | tokens_{1..j}) for every j ≥ from — all from one forward pass.
   * Entry t is the log-probability of `token` right before tokens[from + t]
   * (and the last entry, after the final token). `cachedPrefix`: that many leading tokens
   * are the same from call to call (P(x) up to "Input:"), so their cache is kept and reused.
   * `keep`: also return the KV cache of all of `tokens`, for streams to branch off (`branch`).
   */
  async logProbsOfTokenAtEveryPosition(
    tokens: readonly number[],
    token: number,
    from = 0,
    options: { cachedPrefix?: number; keep?: boolean } = {},
  ): Promise<{ logProbs: number[]; context?: CachedContext }> {
    const row = [this.vocab.eos, ...tokens];
    this.checkFits(row.length);
    // At least one token runs after the cached prefix.
    const kept = Math.min(options.cachedPrefix ?? 0, from, tokens.length - 1);
    // Rows 0…kept are the cached prefix (BOS + tokens[0, kept)); only the rest runs, on its cache.
    const prefix = kept > 0 ? await this.prefixCache(row.slice(0, kept + 1)) : null;
    let start = prefix ? kept + 1 : 0;
    let past = prefix?.past ?? null;
    // On the CPU, the last row scanned on this prefix is kept too: an edit reruns from its first
    // changed token (typing at the end of x reruns that token, "Output:" and x's second copy).
    // Never past `from`: the logits from there on are read, so those rows run.
    if (prefix?.lastRow) {
      const common = commonPrefixLength(prefix.lastRow.row, row);
      const upTo = Math.min(common, from, row.length - 1);
      if (upTo > start) [past, start] = [gatherPast(prefix.lastRow.past, Array.from({ length: upTo }, (_, j) => j)), upTo];
    }
    // Logits at row index r predict row[r + 1] = tokens[r]; only rows from `from` on are read.
    const first = Math.max(from, start);
    const outputs = await this.run(rowsOf([row.slice(start)], start, { keep: row.length - first }), past);
    const scores = scoresOf(outputs);
    const logProbs: number[] = [];
    if (prefix && from === kept) logProbs.push(logProbOf(prefix.last, 0, this.vocabSize, token));
    for (let r = first; r < row.length; r++) logProbs.push(logProbOf(scores, r - first, this.vocabSize, token));
    const presents = keepPresent(outputs, null);
    if (prefix && !onGpu(presents)) prefix.lastRow = { row, past: presents };
    if (!options.keep) {
      disposeAll(presents); // frees GPU buffers only: on the CPU they are the last row's cache
      return { logProbs };
    }
    return { logProbs, context: new KeptContext([...tokens], presents) };
  }

  /** Cached prefixes (P(x) of each tool, as the lab and annotate use them), newest last; on the CPU, with the last row run on each. */
  private prefixes: { key: string; past: Outputs; last: Scores; lastRow?: { row: number[]; past: Outputs } }[] = [];

  /**
   * The KV cache of `row` (BOS first), computed once and kept: a sentence edit then runs only
   * its own tokens. On WebGPU the cache stays on the GPU and is read, never copied, by each run.
   */
  private async prefixCache(row: number[]): Promise<LanguageModel['prefixes'][number]> {
    const key = row.join(',');
    const hit = this.prefixes.find((p) => p.key === key);
    if (hit) return hit;
    const outputs = await this.run(rowsOf([row], 0, { keep: 1 }), null);
    const past = keepPresent(outputs, null);
    this.prefixes.push({ key, past, last: scoresOf(outputs) });
    // A few P(x) at a time (three tools; an edited prompt replaces the oldest).
    if (this.prefixes.length > MAX_CACHED_PREFIXES) disposeAll(this.prefixes.shift()!.past);
    return this.prefixes.at(-1)!;
  }

  /** Next-token logits after `tokens`, one forward. */
  async nextTokenLogits(tokens: readonly number[]): Promise<Float32Array> {
    const row = [this.vocab.eos, ...tokens];
    this.checkFits(row.length);
    return (await this.forward([row], 1)).logits;
  }

  /** StepModel: streams that keep their KV cache between appends. */
  async open(prefix: readonly number[], batch: number): Promise<{ streams: TokenStreams; logits: Float32Array[] }> {
    const rows = Array.from({ length: batch }, () => [this.vocab.eos, ...prefix]);
    let length = rows[0]!.length;
    this.checkFits(length);
    let past: Outputs | null = null;
    const step = async (appended: readonly (readonly number[] | null)[]): Promise<Float32Array[]> => {
      const n = appended.find((t) => t !== null)?.length ?? 1;
      // A finished stream is a row of the batch all the same: it is padded.
      const tokens = appended.map((t) => t ?? new Array<number>(n).fill(this.vocab.eos));
      if (tokens.some((t) => t.length !== n)) throw new Error('every stream must append the same number of tokens');
      const start = past ? length : 0;
      if (start + n > this.contextSize) throw new ContextOverflowError(start + n, this.contextSize);
      const outputs = await this.run(rowsOf(tokens, start, { keep: 1 }), past);
      past = keepPresent(outputs, past);
      length = start + n;
      const data = outputs.logits!.data as Float32Array;
      return appended.map((t, b) => (t ? data.slice(b * this.vocabSize, (b + 1) * this.vocabSize) : new Float32Array(0)));
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
   * StepModel: streams that branch off a kept context (from `logProbsOfTokenAtEveryPosition`
   * with `keep`), all in one row: each new token sees the context up to its stream's branch
   * point, and its own stream's tokens, through a mask per query. Nothing of the context is
   * copied per stream, and a stream that has finished feeds nothing more.
   */
  branch(context: CachedContext, at: readonly number[]): TokenStreams {
    if (!(context instanceof KeptContext) || !context.past) throw new Error('branch: the context is not a live cache of this model');
    const shared = context.past;
    const contextLength = context.tokens.length + 1; // BOS first
    let past: Outputs = shared;
    let pastLength = contextLength;
    for (const n of at) if (n < 0 || n > context.tokens.length) throw new RangeError(`branch at ${n}: the context has ${context.tokens.length} tokens`);
    /** Per stream: where its own tokens are in the past (it also sees BOS and the context's first at[s] tokens). */
    const own = at.map(() => [] as number[]);
    const finished = at.map(() => false);
    const V = this.vocabSize;
    const append = async (appended: readonly (readonly number[] | null)[]): Promise<Float32Array[]> => {
      appended.forEach((t, s) => (finished[s] ||= t === null));
      if (past !== shared && !onGpu(past)) [past, pastLength] = compact(past, pastLength);
      const ids: number[] = [];
      const positions: number[] = [];
      const owner: number[] = [];
      appended.forEach((tokens, s) =>
        tokens?.forEach((t, i) => {
          ids.push(t);
          positions.push(at[s]! + 1 + own[s]!.length + i);
          owner.push(s);
        }),
      );
      const n = ids.length;
      if (n === 0) return appended.map(() => new Float32Array(0));
      const longest = Math.max(...positions) + 1;
      if (longest > this.contextSize) throw new ContextOverflowError(longest, this.contextSize);
      const width = pastLength + n;
      const attention = new BigInt64Array(n * width);
      for (let r = 0; r < n; r++) {
        const s = owner[r]!;
        attention.fill(1n, r * width, r * width + at[s]! + 1);
        for (const j of own[s]!) attention[r * width + j] = 1n;
        // Its own stream's new tokens up to itself (a stream's tokens are consecutive in the row).
        for (let q = r; q >= 0 && owner[q] === s; q--) attention[r * width + pastLength + q] = 1n;
      }
      const outputs = await this.run({ ids: BigInt64Array.from(ids, BigInt), positions: BigInt64Array.from(positions, BigInt), attention, batch: 1, n, keep: 0 }, past);
      // The shared context stays alive for other branches; later pasts are this stream set's own.
      past = keepPresent(outputs, past === shared ? null : past);
      const logits = outputs.logits!.data as Float32Array;
      const out: Float32Array[] = appended.map(() => new Float32Array(0));
      for (let r = 0; r < n; r++) {
        own[owner[r]!]!.push(pastLength + r);
        if (owner[r + 1] !== owner[r]) out[owner[r]!] = logits.slice(r * V, (r + 1) * V);
      }
      pastLength = width;
      return out;
    };
    /**
     * Finished streams' tokens stay in the past, masked but still read by every query: once
     * they are most of it, the past is rebuilt from the context and the live streams' tokens
     * (CPU only; a GPU cache is not read back).
     */
    const compact = (from: Outputs, length: number): [Outputs, number] => {
      const live = own.flatMap((indices, s) => (finished[s] ? [] : indices));
      if (length - contextLength - live.length <= contextLength + live.length) return [from, length];
      const kept = [...Array.from({ length: contextLength }, (_, j) => j), ...live.sort((a, b) => a - b)];
      const moved = new Map(kept.map((j, k) => [j, k]));
      own.forEach((indices, s) => (own[s] = finished[s] ? [] : indices.map((j) => moved.get(j)!)));
      return [gatherPast(from, kept), kept.length];
    };
    return {
      append,
      dispose: () => {
        if (past !== shared) disposeAll(past);
        past = shared;
      },
    };
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

  /**
   * One forward over rows padded on the left, so that every row's last `keep` positions are
   * its own tokens' last: returns their logits, [rows, keep, vocab], and log-sum-exps.
   */
  private async forward(rows: number[][], keep: number): Promise<Scores> {
    const width = Math.max(...rows.map((r) => r.length));
    const feed: Feed = {
      ids: new BigInt64Array(rows.length * width),
      positions: new BigInt64Array(rows.length * width),
      attention: new BigInt64Array(rows.length * width),
      batch: rows.length,
      n: width,
      keep,
    };
    rows.forEach((r, b) => {
      const pad = width - r.length;
      r.forEach((t, i) => {
        feed.ids[b * width + pad + i] = BigInt(t);
        feed.positions[b * width + pad + i] = BigInt(i);
        feed.attention[b * width + pad + i] = 1n;
      });
    });
    const outputs = await this.run(feed, null);
    disposeAll(outputs, 'present');
    return scoresOf(outputs);
  }

  /** Runs the graph on one feed, after `past`. */
  private async run(feed: Feed, past: Outputs | null): Promise<Outputs> {
    const inputs: Record<string, unknown> = {
      input_ids: new Tensor('int64', feed.ids, [feed.batch, feed.n]),
      attention_mask: new Tensor('int64', feed.attention, [feed.batch, feed.attention.length / feed.batch]),
      position_ids: new Tensor('int64', feed.positions, [feed.batch, feed.n]),
      num_logits_to_keep: new Tensor('int64', BigInt64Array.of(BigInt(feed.keep)), []),
    };
    if (past) inputs.past_key_values = past;
    return (await this.model.forward(inputs)) as Outputs;
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
