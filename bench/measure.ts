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
 *   5. annotating texts at the paper's Calculator settings: every position's samples branched
 *      off the scan's cache in one batch vs one batch per position on its own prefix
 *
 * No Node or DOM API here: `performance.now()` is global in both.
 */
import { collectDecode, type CallRecord } from '../src/core/decode.ts';
import { linearize } from '../src/core/syntax.ts';
import { commonPrefixLength, type LanguageModel } from '../src/lm/language-model.ts';
import corpus from '../lessons/corpus.json';
import type { Annotation } from '../src/pipeline/annotate.ts';
import { annotateCorpusText, corpusWork, type CorpusSettings } from '../src/pipeline/corpus.ts';
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
  /** loadMs = filesMs (reading the files) + sessionMs (onnxruntime: its wasm, the graph) and a little more. */
  load: { model: string; loadMs: number; filesMs: number; sessionMs: number; warmUpMs: number };
  positions: {
    tokens: number;
    promptTokens: number;
    /** The scan as the lab runs it (P(x) before "Input:" cached), vs one forward per position. */
    onePassMs: number;
    perPositionMs: number;
    ratio: number;
    /**
     * Typing: one character added to the sentence at a time, p_i at every position after each,
     * with the caches (P(x) before "Input:", and the last row up to its first changed token) vs
     * one forward over the whole of P(x) + x. Mean per edit; the tokens that ran per edit.
     */
    edits: number;
    editMs: number;
    editTokens: number;
    fullForwardMs: number;
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
  /** Absent when asked for 0 texts. */
  annotation?: {
    texts: number;
    /** τs, k, m: the paper's for the Calculator. */
    settings: string;
    samples: number;
    kept: number;
    branchedMs: number;
    perPositionMs: number;
    branchedTextsPerMin: number;
    perPositionTextsPerMin: number;
    ratio: number;
    /**
     * Samples the two paths drew differently: the logits differ by float rounding (~1e-5), which
     * now and then moves a draw across a boundary; the rest of that sample then differs too.
     */
    differingSamples: number;
    /** Kept calls (text, position, call) both paths kept, and those only one kept. */
    keptByBoth: number;
    keptByOne: number;
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
  /** How many of lessons/corpus.json's Calculator texts the annotation measurement runs (default 20). */
  annotateTexts?: number;
  /** Progress lines. */
  log?(line: string): void;
  threads?: number;
  adapter?: string;
}

/** The sentence whose positions are scanned (about 40 tokens). */
export const SENTENCE = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75, and a box of 12 pens costs $9, so one pen costs $0.75 too.';
/** What is typed after it, a character at a time, for the edit measurement. */
export const TYPED = ' Then we went home.';
/** The text the candidates are scored on, and the candidates' inputs. */
export const SCORED_TEXT = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.';
export const CANDIDATE_INPUTS = ['18 / 24', '24 / 18', '18 * 24', '18 + 24', '24 - 18', '18 / 12', '0.75 * 1', '9 / 12', '18 / 2', '1 / 24', '24 * 0.75', '36 / 48'];
/** The decoding prompt. */
export const DECODE_PROMPT = 'A roll contains 84 stamps and costs $98.28. Each stamp costs';

/** The paper's Calculator settings, on its texts of lessons/corpus.json (its heuristic decides which). */
const ANNOTATION_SETTINGS: CorpusSettings = { tools: ['Calculator'], seed: 0 };

/** How far two annotations of the same texts agree: samples drawn differently, calls kept by both or by one. */
function agreement(a: readonly Annotation[], b: readonly Annotation[]) {
  let differingSamples = 0;
  const kept = (x: readonly Annotation[]) => new Set(x.flatMap((n, j) => n.scored.filter((c) => c.verdict.kept).map((c) => `${j} ${c.position} ${c.call.input}`)));
  a.forEach((n, j) => n.samples.forEach((s, k) => (differingSamples += s.sample.text === b[j]!.samples[k]?.sample.text ? 0 : 1)));
  const [ka, kb] = [kept(a), kept(b)];
  const keptByBoth = [...ka].filter((k) => kb.has(k)).length;
  return { differingSamples, keptByBoth, keptByOne: ka.size + kb.size - 2 * keptByBoth };
}

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
  const load = { model: 'base', loadMs: round(loadMs), filesMs: round(base.loadTimes.filesMs), sessionMs: round(base.loadTimes.sessionMs), warmUpMs: round(performance.now() - w0) };
  const { device, dtype } = base;

  // 1. positions: one forward vs one per position
  log(`  ${load.loadMs} ms / ${load.warmUpMs} ms`);
  log('positions');
  const x = tokenize(base.vocab, SENTENCE);
  const head = base.vocab.encode(fillPrompt(calculator.prompt, SENTENCE));
  const cont = base.vocab.encode(' ' + SENTENCE);
  const onePass = await time(() => scanPositions(base, calculator, SENTENCE), repeat);
  // Typing TYPED after the sentence, a character at a time: the same model calls with and without the caches.
  const edits = Array.from(TYPED, (_, k) => {
    const typed = SENTENCE + TYPED.slice(0, k + 1);
    const h = base.vocab.encode(fillPrompt(calculator.prompt, typed));
    return { head: h, all: [...h, ...tokenize(base.vocab, ' ' + typed).ids], cachedPrefix: fixedPrefix(base.vocab, calculator.prompt, h) };
  });
  const typing = async (cached: boolean) => {
    const t0 = performance.now();
    for (const e of edits) await base.logProbsOfTokenAtEveryPosition(e.all, base.vocab.apiStart, e.head.length, cached ? { cachedPrefix: e.cachedPrefix } : {});
    return (performance.now() - t0) / edits.length;
  };
  await typing(true); // fills the caches up to the sentence
  let editMs = Infinity;
  let fullMs = Infinity;
  for (let r = 0; r < repeat; r++) {
    fullMs = Math.min(fullMs, await typing(false));
    editMs = Math.min(editMs, await typing(true));
  }
  // What each edit reran: from its first changed token, never later than x's second copy.
  const ran = edits.slice(1).map((e, k) => e.all.length - Math.min(commonPrefixLength(e.all, edits[k]!.all), e.head.length));
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
    edits: edits.length,
    editMs: round(editMs),
    editTokens: round(ran.reduce((a, b) => a + b, 0) / ran.length),
    fullForwardMs: round(fullMs),
    editRatio: round(fullMs / editMs),
  };
  log(`  ${positions.onePassMs} ms vs ${positions.perPositionMs} ms — ${positions.ratio}×; typing ${positions.editMs} ms vs ${positions.fullForwardMs} ms — ${positions.editRatio}×`);

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

  // 5. annotation: both paths once each, on the same texts
  const annotation = await measureAnnotation(base, env.annotateTexts ?? 20, log);
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
    annotation,
    totalMs: round(performance.now() - started, 0),
  };
}

/** --annotate-texts=N: how many texts the annotation measurement runs (default 20). */
export function annotateTextsArg(argv: readonly string[]): number | undefined {
  const v = argv.find((a) => a.startsWith('--annotate-texts='))?.split('=')[1];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new Error(`--annotate-texts wants a whole number, not ${v}`);
  return Number(v);
}

/** Annotation at the paper's Calculator settings on the first `texts` texts it tries: both paths once each. */
async function measureAnnotation(lm: LanguageModel, texts: number, log: (line: string) => void): Promise<BenchResult['annotation']> {
  const work = corpusWork(corpus, ANNOTATION_SETTINGS).slice(0, texts);
  if (work.length === 0) return undefined;
  log(`annotation (${work.length} texts, Calculator, τs 0, k 20, m 10)`);
  const annotateAll = async (branching: boolean) => {
    const t0 = performance.now();
    const out: Annotation[] = [];
    for (const [j, { tool, text }] of work.entries()) {
      out.push((await annotateCorpusText(lm, tool, text, { ...ANNOTATION_SETTINGS, branching })).annotation);
      if (!branching && (j + 1) % 5 === 0) log(`  one batch per position: ${j + 1}/${work.length}`);
    }
    return { ms: performance.now() - t0, out };
  };
  const annotatedBranched = await annotateAll(true);
  const annotatedPerPosition = await annotateAll(false);
  const minutes = (ms: number) => ms / 60_000;
  const annotation = {
    texts: work.length,
    settings: 'τs 0, k 20, m 10',
    samples: annotatedBranched.out.reduce((n, a) => n + a.samples.length, 0),
    kept: annotatedBranched.out.reduce((n, a) => n + a.scored.filter((c) => c.verdict.kept).length, 0),
    branchedMs: round(annotatedBranched.ms),
    perPositionMs: round(annotatedPerPosition.ms),
    branchedTextsPerMin: round(work.length / minutes(annotatedBranched.ms)),
    perPositionTextsPerMin: round(work.length / minutes(annotatedPerPosition.ms)),
    ratio: round(annotatedPerPosition.ms / annotatedBranched.ms),
    ...agreement(annotatedBranched.out, annotatedPerPosition.out),
  };
  log(`  ${annotation.branchedTextsPerMin} vs ${annotation.perPositionTextsPerMin} texts/min — ${annotation.ratio}×; ${annotation.differingSamples} of ${annotation.samples} samples differ, kept by both ${annotation.keptByBoth}, by one ${annotation.keptByOne}`);
  return annotation;
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
  const annotated = results.find((r) => r.annotation)?.annotation;
  const rows: [string, (r: BenchResult) => string][] = [
    [
      `p(\`<API>\`) at all ${first.positions.tokens} positions of a sentence (after a ${first.positions.promptTokens}-token P(x)): one forward vs one forward per position`,
      (r) => `${ms(r.positions.onePassMs)} vs ${ms(r.positions.perPositionMs)} — ${r.positions.ratio}×`,
    ],
    [
      `typing a character: p(\`<API>\`) at every position with the caches (P(x) up to "Input:", the last row up to the first changed token: ~${first.positions.editTokens} tokens run) vs one forward over all of P(x) + x (~${first.positions.promptTokens + first.positions.tokens} tokens); mean of ${first.positions.edits} edits`,
      (r) => `${ms(r.positions.editMs)} vs ${ms(r.positions.fullForwardMs)} — ${r.positions.editRatio}×`,
    ],
    [
      `the filter's losses for ${first.scoring.candidates} candidates: batched, L(ε) once, vs one candidate at a time`,
      (r) => `${ms(r.scoring.batchedMs)} vs ${ms(r.scoring.oneAtATimeMs)} — ${r.scoring.ratio}×`,
    ],
    [
      `greedy decoding (${[...new Set(results.map((r) => r.decoding.model))].join('/')}) with the tool loop (KV cache kept, the result spliced in one forward) vs transformers.js \`generate()\``,
      (r) => `${r.decoding.withToolTokensPerS} vs ${r.decoding.generateTokensPerS} tokens/s — ${r.decoding.ratio}×`,
    ],
    ...(annotated
      ? ([
          [
            `annotating ${annotated.texts} texts of lessons/corpus.json at the paper's Calculator settings (${annotated.settings}): every position branched off the scan's cache in one batch vs one batch per position`,
            ({ annotation: a }) =>
              a ? `${a.branchedTextsPerMin} vs ${a.perPositionTextsPerMin} texts/min — ${a.ratio}× (${a.differingSamples} of ${a.samples} samples differ; kept by both ${a.keptByBoth}, by one ${a.keptByOne})` : 'not run',
          ],
        ] satisfies [string, (r: BenchResult) => string][])
      : []),
    ['model load (reading the files + building the session) / warm-up', (r) => `${ms(r.load.loadMs)} (${ms(r.load.filesMs)} + ${ms(r.load.sessionMs)}) / ${ms(r.load.warmUpMs)}`],
  ];
  const lines = [`| what | ${results.map(label).join(' | ')} |`, `|---|${results.map(() => '---|').join('')}`];
  for (const [what, cell] of rows) lines.push(`| ${what} | ${results.map(cell).join(' | ')} |`);
  return lines.join('\n');
}
