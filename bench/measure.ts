/**
 * The benchmark's measurements, shared by its two halves: Node (bench/node.ts,
 * onnxruntime's CPU backend) and the browser (bench/browser.worker.ts, wasm or
 * WebGPU). Both run exactly this code through src/lm and src/pipeline; only how
 * a model is loaded differs. Ratios, not absolute times, are the point.
 *
 *   1. p_i at every position of a 40-token sentence: one forward vs one per position, and a
 *      sentence edit on the cached P(x) vs one forward over all of P(x) + x
 *   2. scoring N candidates: batched (L(ε) once) vs one candidate at a time
 *   3. decoding with a tool call (KV cache kept across the call) vs transformers.js generate()
 *   4. model load and warm-up
 *
 * No Node or DOM API here: `performance.now()` is global in both.
 */
import { collectDecode, type CallRecord } from '../src/core/decode.ts';
import { linearize } from '../src/core/syntax.ts';
import type { LanguageModel } from '../src/lm/language-model.ts';
import { generate } from '../src/pipeline/generate.ts';
import { fixedPrefix, scanPositions } from '../src/pipeline/positions.ts';
import { scoreCandidates, type Candidate } from '../src/pipeline/score.ts';
import { tokenize } from '../src/pipeline/text.ts';
import { calculator } from '../src/tools/calculator.ts';
import { fillPrompt } from '../src/tools/prompt.ts';

export interface BenchResult {
  /** Where it ran, in words: "Node, onnxruntime-node (cpu)", "Chromium, wasm", … */
  backend: string;
  device: string;
  dtype: string;
  /** wasm threads, when known. */
  threads?: number;
  /** The WebGPU adapter, when there is one (SwiftShader says so here). */
  adapter?: string;
  load: { model: string; loadMs: number; warmUpMs: number };
  positions: {
    tokens: number;
    promptTokens: number;
    /** The scan as the lab runs it on an edit: P(x) before "Input:" cached, only the rest runs. */
    onePassMs: number;
    perPositionMs: number;
    ratio: number;
    /** The same p_i from one forward over the whole of P(x) + x (no cache), and the edit's speed-up over it. */
    fullForwardMs: number;
    cachedTokens: number;
    editRatio: number;
  };
  scoring: { candidates: number; batchedMs: number; oneAtATimeMs: number; ratio: number; example: string };
  decoding: {
    model: string;
    completion: string;
    calls: CallRecord[];
    tokens: number;
    withToolMs: number;
    generateMs: number;
    withToolTokensPerS: number;
    generateTokensPerS: number;
    ratio: number;
  };
  /** Best of how many runs the fast variants are (the slow per-position loop runs once). */
  repeat: number;
  /** Wall time of the whole half, ms. */
  totalMs: number;
}

export interface BenchEnvironment {
  backend: string;
  /** Loads the model `name` on this half's device and dtype. */
  load(name: string): Promise<LanguageModel>;
  /** The models that exist here (by name, read at run time). */
  models: readonly string[];
  /** Best of how many runs for the fast variants (default 3). */
  repeat?: number;
  /** Progress lines. */
  log?(line: string): void;
  threads?: number;
  adapter?: string;
}

/** The sentence whose positions are scanned (about 40 tokens). */
export const SENTENCE = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75, and a box of 12 pens costs $9, so one pen costs $0.75 too.';
/** The text the candidates are scored on, and the candidates' inputs. */
export const SCORED_TEXT = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.';
export const CANDIDATE_INPUTS = ['18 / 24', '24 / 18', '18 * 24', '18 + 24', '24 - 18', '18 / 12', '0.75 * 1', '9 / 12', '18 / 2', '1 / 24', '24 * 0.75', '36 / 48'];
/** The decoding prompt. */
export const DECODE_PROMPT = 'A roll contains 84 stamps and costs $98.28. Each stamp costs';

async function time<T>(f: () => Promise<T>, repeat: number): Promise<{ ms: number; value: T }> {
  let best = Infinity;
  let value!: T;
  for (let r = 0; r < repeat; r++) {
    const t0 = performance.now();
    value = await f();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, value };
}

const round = (x: number, digits = 1) => +x.toFixed(digits);

/** The four measurements on the models of `env`. */
export async function measure(env: BenchEnvironment): Promise<BenchResult> {
  const repeat = env.repeat ?? 3;
  const log = env.log ?? (() => undefined);
  const started = performance.now();
  if (!env.models.includes('base')) throw new Error('no models/base: nothing to measure');

  // 4. load and warm-up
  log('loading base');
  const t0 = performance.now();
  const base = await env.load('base');
  const loadMs = performance.now() - t0;
  const w0 = performance.now();
  await base.nextTokenLogits(base.vocab.encode('Warm up.'));
  const load = { model: 'base', loadMs: round(loadMs), warmUpMs: round(performance.now() - w0) };
  const { device, dtype } = base;

  // 1. positions: one forward vs one per position
  log(`  ${load.loadMs} ms / ${load.warmUpMs} ms`);
  log('positions');
  const x = tokenize(base.vocab, SENTENCE);
  const head = base.vocab.encode(fillPrompt(calculator.prompt, SENTENCE));
  const cont = base.vocab.encode(' ' + SENTENCE);
  const onePass = await time(() => scanPositions(base, calculator, SENTENCE), repeat);
  const all = [...head, ...tokenize(base.vocab, ' ' + SENTENCE).ids];
  const fullForward = await time(() => base.logProbsOfTokenAtEveryPosition(all, base.vocab.apiStart, head.length), repeat);
  const perPosition = await time(async () => {
    const p: number[] = [];
    for (let i = 0; i < cont.length; i++) {
      if (i > 0 && i % 15 === 0) log(`  one forward per position: ${i}/${cont.length}`);
      const logits = await base.nextTokenLogits([...head, ...cont.slice(0, i)]);
      p.push(logits[base.vocab.apiStart]!);
    }
    return p;
  }, 1);
  const positions = {
    tokens: x.ids.length,
    promptTokens: head.length,
    onePassMs: round(onePass.ms),
    perPositionMs: round(perPosition.ms),
    ratio: round(perPosition.ms / onePass.ms),
    fullForwardMs: round(fullForward.ms),
    cachedTokens: fixedPrefix(base.vocab, calculator.prompt, head),
    editRatio: round(fullForward.ms / onePass.ms),
  };
  log(`  ${positions.onePassMs} ms vs ${positions.perPositionMs} ms — ${positions.ratio}×; uncached ${positions.fullForwardMs} ms — ${positions.editRatio}×`);

  // 2. scoring N candidates: batched vs one at a time
  log('scoring');
  const xt = tokenize(base.vocab, SCORED_TEXT);
  const at = xt.offsets.findIndex((o) => o === SCORED_TEXT.indexOf('$0.75') - 1);
  const candidates: Candidate[] = [];
  for (const input of CANDIDATE_INPUTS) {
    const o = await calculator.execute(input);
    candidates.push({ position: at, call: { tool: 'Calculator', input }, result: o.ok ? o.result : null });
  }
  const batched = await time(() => scoreCandidates(base, xt, candidates), repeat);
  const single = await time(async () => {
    for (const c of candidates) await scoreCandidates(base, xt, [c]);
  }, repeat);
  const scoring = {
    candidates: candidates.length,
    batchedMs: round(batched.ms),
    oneAtATimeMs: round(single.ms),
    ratio: round(single.ms / batched.ms),
    example: linearize(candidates[0]!.call, candidates[0]!.result ?? ''),
  };
  log(`  ${scoring.batchedMs} ms vs ${scoring.oneAtATimeMs} ms — ${scoring.ratio}×`);
  await base.dispose();

  // 3. decoding: with a tool call vs transformers.js generate() on the same model.
  // The Toolformer model when it is built; until then the base model decodes (it rarely calls).
  const tfName = env.models.includes('toolformer') ? 'toolformer' : 'base';
  log(`decoding (${tfName})`);
  const tf = await env.load(tfName);
  const withTool = await time(async () => (await collectDecode(generate(tf, DECODE_PROMPT, { k: 10, maxNewTokens: 32 }))).done, repeat);
  const generated = withTool.value.completion;
  const newTokens = Math.max(1, tf.vocab.encode(generated).length);
  const plain = await time(() => tf.referenceGenerate(tf.vocab.encode(DECODE_PROMPT), newTokens), repeat);
  const decoding = {
    model: tfName,
    completion: generated,
    calls: withTool.value.calls,
    tokens: newTokens,
    withToolMs: round(withTool.ms),
    generateMs: round(plain.ms),
    withToolTokensPerS: round(newTokens / (withTool.ms / 1000)),
    generateTokensPerS: round(newTokens / (plain.ms / 1000)),
    ratio: round(plain.ms / withTool.ms, 2),
  };
  log(`  ${decoding.withToolTokensPerS} vs ${decoding.generateTokensPerS} tokens/s — ${decoding.ratio}×`);
  await tf.dispose();

  return {
    backend: env.backend,
    device,
    dtype,
    ...(env.threads ? { threads: env.threads } : {}),
    ...(env.adapter ? { adapter: env.adapter } : {}),
    repeat,
    load,
    positions,
    scoring,
    decoding,
    totalMs: round(performance.now() - started, 0),
  };
}

const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`;

/** The column heading of one result. */
export function label(r: BenchResult): string {
  const extra = [r.dtype, r.repeat !== 3 ? `best of ${r.repeat}` : '', r.threads ? `${r.threads} thread${r.threads > 1 ? 's' : ''}` : '', r.adapter ?? ''].filter(Boolean).join(', ');
  return `${r.backend} (${extra})`;
}

/** A markdown table, one column per result, in the form of README's "Speed" section. */
export function table(results: readonly BenchResult[]): string {
  if (results.length === 0) return '';
  const first = results[0]!;
  const rows: [string, (r: BenchResult) => string][] = [
    [
      `p(\`<API>\`) at all ${first.positions.tokens} positions of a sentence (after a ${first.positions.promptTokens}-token P(x)): one forward vs one forward per position`,
      (r) => `${ms(r.positions.onePassMs)} vs ${ms(r.positions.perPositionMs)} — ${r.positions.ratio}×`,
    ],
    [
      `a sentence edit: p(\`<API>\`) at every position with P(x)'s first ${first.positions.cachedTokens} tokens cached vs one forward over all of P(x) + x (${first.positions.promptTokens + first.positions.tokens} tokens)`,
      (r) => `${ms(r.positions.onePassMs)} vs ${ms(r.positions.fullForwardMs)} — ${r.positions.editRatio}×`,
    ],
    [
      `the filter's losses for ${first.scoring.candidates} candidates: batched, L(ε) once, vs one candidate at a time`,
      (r) => `${ms(r.scoring.batchedMs)} vs ${ms(r.scoring.oneAtATimeMs)} — ${r.scoring.ratio}×`,
    ],
    [
      `greedy decoding (${[...new Set(results.map((r) => r.decoding.model))].join('/')}) with the tool loop (KV cache kept, the result spliced in one forward) vs transformers.js \`generate()\``,
      (r) => `${r.decoding.withToolTokensPerS} vs ${r.decoding.generateTokensPerS} tokens/s — ${r.decoding.ratio}×`,
    ],
    ['model load / warm-up', (r) => `${ms(r.load.loadMs)} / ${ms(r.load.warmUpMs)}`],
  ];
  const lines = [`| what | ${results.map(label).join(' | ')} |`, `|---|${results.map(() => '---|').join('')}`];
  for (const [what, cell] of rows) lines.push(`| ${what} | ${results.map(cell).join(' | ')} |`);
  return lines.join('\n');
}
