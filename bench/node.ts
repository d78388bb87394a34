/**
 * `npm run bench`: the speed claims of the lab, measured side by side in one
 * run on the shipped models (Node, onnxruntime's CPU backend). Ratios, not
 * absolute times, are the point: the machine is shared and noisy.
 *
 *   1. p_i at every position of a 40-token sentence: one forward vs one per position
 *   2. scoring N candidates: batched (L(ε) once) vs one candidate at a time
 *   3. decoding with a tool call (KV cache kept across the call) vs transformers.js generate()
 *   4. model load and warm-up
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectDecode } from '../src/core/decode.ts';
import { linearize } from '../src/core/syntax.ts';
import { LanguageModel } from '../src/lm/language-model.ts';
import { configureRuntime } from '../src/lm/runtime.ts';
import { generate } from '../src/pipeline/generate.ts';
import { scanPositions } from '../src/pipeline/positions.ts';
import { scoreCandidates, type Candidate } from '../src/pipeline/score.ts';
import { tokenize } from '../src/pipeline/text.ts';
import { calculator } from '../src/tools/calculator.ts';
import { fillPrompt } from '../src/tools/prompt.ts';

const models = resolve(dirname(fileURLToPath(import.meta.url)), '../models');
const dtype = (process.argv.find((a) => a.startsWith('--dtype='))?.split('=')[1] ?? 'fp32') as 'fp32' | 'q8' | 'fp16';
const results: Record<string, unknown> = { backend: 'onnxruntime-node (cpu)', dtype };

async function time<T>(f: () => Promise<T>, repeat = 3): Promise<{ ms: number; value: T }> {
  let best = Infinity;
  let value!: T;
  for (let r = 0; r < repeat; r++) {
    const t0 = performance.now();
    value = await f();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, value };
}

configureRuntime({ modelsPath: models });

// 4. load and warm-up
const t0 = performance.now();
const base = await LanguageModel.load('base', { device: 'cpu', dtype });
const loadMs = performance.now() - t0;
const w0 = performance.now();
await base.nextTokenLogits(base.vocab.encode('Warm up.'));
results.load = { loadMs: +loadMs.toFixed(1), warmUpMs: +(performance.now() - w0).toFixed(1) };

// 1. positions: one forward vs one per position
const sentence = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75, and a box of 12 pens costs $9, so one pen costs $0.75 too.';
const x = tokenize(base.vocab, sentence);
const head = base.vocab.encode(fillPrompt(calculator.prompt, sentence));
const cont = base.vocab.encode(' ' + sentence);
const onePass = await time(() => scanPositions(base, calculator, sentence));
const perPosition = await time(async () => {
  const p: number[] = [];
  for (let i = 0; i < cont.length; i++) {
    const logits = await base.nextTokenLogits([...head, ...cont.slice(0, i)]);
    p.push(logits[base.vocab.apiStart]!);
  }
  return p;
}, 1);
results.positions = {
  tokens: x.ids.length,
  promptTokens: head.length,
  onePassMs: +onePass.ms.toFixed(1),
  perPositionMs: +perPosition.ms.toFixed(1),
  ratio: +(perPosition.ms / onePass.ms).toFixed(1),
};

// 2. scoring N candidates: batched vs one at a time
const text = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.';
const xt = tokenize(base.vocab, text);
const at = xt.offsets.findIndex((o) => o === text.indexOf('$0.75') - 1);
const inputs = ['18 / 24', '24 / 18', '18 * 24', '18 + 24', '24 - 18', '18 / 12', '0.75 * 1', '9 / 12', '18 / 2', '1 / 24', '24 * 0.75', '36 / 48'];
const candidates: Candidate[] = [];
for (const input of inputs) {
  const o = await calculator.execute(input);
  candidates.push({ position: at, call: { tool: 'Calculator', input }, result: o.ok ? o.result : null });
}
const batched = await time(() => scoreCandidates(base, xt, candidates));
const single = await time(async () => {
  for (const c of candidates) await scoreCandidates(base, xt, [c]);
});
results.scoring = {
  candidates: candidates.length,
  batchedMs: +batched.ms.toFixed(1),
  oneAtATimeMs: +single.ms.toFixed(1),
  ratio: +(single.ms / batched.ms).toFixed(1),
  example: linearize(candidates[0]!.call, candidates[0]!.result ?? ''),
};
await base.dispose();

// 3. decoding: with a tool call vs transformers.js generate() on the same model
// The Toolformer model when it is built; until then the base model decodes (it rarely calls).
const tfName = existsSync(resolve(models, 'toolformer', 'config.json')) ? 'toolformer' : 'base';
const tf = await LanguageModel.load(tfName, { device: 'cpu', dtype });
const prompt = 'A roll contains 84 stamps and costs $98.28. Each stamp costs';
const withTool = await time(async () => (await collectDecode(generate(tf, prompt, { k: 10, maxNewTokens: 32 }))).done);
const generated = withTool.value.completion;
const newTokens = tf.vocab.encode(generated).length;
const plain = await time(() => tf.referenceGenerate(tf.vocab.encode(prompt), newTokens));
results.decoding = {
  model: tfName,
  completion: generated,
  calls: withTool.value.calls,
  tokens: newTokens,
  withToolTokensPerS: +(newTokens / (withTool.ms / 1000)).toFixed(1),
  generateTokensPerS: +(newTokens / (plain.ms / 1000)).toFixed(1),
  ratio: +(plain.ms / withTool.ms).toFixed(2),
};
await tf.dispose();

console.log(JSON.stringify(results, null, 2));
