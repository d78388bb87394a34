// Check an exported model the way the lab will use it: through transformers.js.
//
//   node train/verify.mjs MODEL_DIR [--dtype fp32,q8,fp16] [--wasm] [--threads N] [--json]
//
// Compares against MODEL_DIR/verify/ (written by export.py):
//  (i)  full-sequence logits of a left-padded batch of two (attention_mask given,
//       position_ids computed by transformers.js) equal PyTorch's: max |diff| <= 1e-4 for fp32;
//  (ii) model.generate (greedy, KV cache) continues each prompt exactly as PyTorch did,
//       alone and as a left-padded batch.
// For q8 / fp16 the differences are reported, not enforced. Also times a 256-token
// forward pass and per-token decoding. --wasm runs onnxruntime-web's wasm backend
// (the browser's fallback) instead of onnxruntime-node. Exits 1 if an fp32 check fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const dir = path.resolve(argv[0] ?? '');
const useWasm = argv.includes('--wasm');
const asJson = argv.includes('--json');
const threads = Number(option('--threads', '1'));
if (!argv[0] || !fs.existsSync(path.join(dir, 'config.json'))) {
  console.error('usage: node train/verify.mjs MODEL_DIR [--dtype fp32,q8,fp16] [--wasm] [--threads N] [--json]');
  process.exit(2);
}
const present = { fp32: 'model.onnx', q8: 'model_quantized.onnx', fp16: 'model_fp16.onnx' };
const dtypes = option('--dtype', Object.keys(present).join(','))
  .split(',')
  .filter((d) => fs.existsSync(path.join(dir, 'onnx', present[d] ?? '?')));

// onnxruntime-web must be registered before transformers.js is imported. Use the copy
// transformers.js pins (the one its browser build uses), else the top-level one.
if (useWasm) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');
  const ortDir = [path.join(root, '@huggingface/transformers/node_modules/onnxruntime-web'), path.join(root, 'onnxruntime-web')]
    .find((p) => fs.existsSync(p));
  const ort = await import(pathToFileURL(path.join(ortDir, 'dist/ort.node.min.mjs')).href);
  ort.env.wasm.wasmPaths = path.join(ortDir, 'dist') + '/';
  ort.env.wasm.numThreads = threads;
  globalThis[Symbol.for('onnxruntime')] = ort;
}
const { env, AutoModelForCausalLM, AutoTokenizer, Tensor } = await import('@huggingface/transformers');
env.allowRemoteModels = false;
env.useFSCache = false;
env.localModelPath = path.dirname(dir) + '/';
const name = path.basename(dir);

const ref = JSON.parse(fs.readFileSync(path.join(dir, 'verify', 'reference.json'), 'utf8'));
const buf = fs.readFileSync(path.join(dir, 'verify', ref.logits_file));
const refLogits = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)); // aligned copy
const tokenizer = await AutoTokenizer.from_pretrained(name, { local_files_only: true });

const int64 = (rows) => new Tensor('int64', BigInt64Array.from(rows.flat().map(BigInt)), [rows.length, rows[0].length]);
const sameIds = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
// Greedy for exactly n tokens (EOS suppressed), as export.py's reference does.
const exactly = (n) => ({ max_new_tokens: n, min_new_tokens: n, do_sample: false });

async function load(dtype) {
  // With onnxruntime-web registered, transformers.js in Node knows no devices (any name
  // but 'auto' throws), so ask for 'auto' and name the execution provider ourselves.
  const options = useWasm
    ? { dtype, device: 'auto', local_files_only: true, session_options: { executionProviders: ['wasm'] } }
    : { dtype, device: 'cpu', local_files_only: true };
  return AutoModelForCausalLM.from_pretrained(name, options);
}

// (i) logits of the left-padded batch, at the real (unmasked) positions.
async function checkLogits(model) {
  const [B, T, V] = ref.logits_shape;
  const { logits } = await model({ input_ids: int64(ref.input_ids), attention_mask: int64(ref.attention_mask) });
  const got = logits.data;
  const logSumExp = (x, o) => {
    let m = -Infinity, s = 0;
    for (let v = 0; v < V; v++) m = Math.max(m, x[o + v]);
    for (let v = 0; v < V; v++) s += Math.exp(x[o + v] - m);
    return m + Math.log(s);
  };
  let maxDiff = 0, maxLogProbDiff = 0, positions = 0, argmaxSame = 0;
  for (let b = 0; b < B; b++) {
    for (let t = 0; t < T; t++) {
      if (!ref.attention_mask[b][t]) continue;
      const o = (b * T + t) * V;
      const lseGot = logSumExp(got, o), lseRef = logSumExp(refLogits, o);
      let bestGot = 0, bestRef = 0;
      for (let v = 0; v < V; v++) {
        maxDiff = Math.max(maxDiff, Math.abs(got[o + v] - refLogits[o + v]));
        // log-probabilities are what the Toolformer losses are made of
        maxLogProbDiff = Math.max(maxLogProbDiff, Math.abs(got[o + v] - lseGot - (refLogits[o + v] - lseRef)));
        if (got[o + v] > got[o + bestGot]) bestGot = v;
        if (refLogits[o + v] > refLogits[o + bestRef]) bestRef = v;
      }
      positions++;
      if (bestGot === bestRef) argmaxSame++;
    }
  }
  return { maxAbsDiff: maxDiff, maxLogProbDiff, argmaxAgreement: argmaxSame / positions };
}

// (ii) greedy decoding with the KV cache, one prompt at a time and as a padded batch.
async function checkGreedy(model) {
  const results = [];
  for (const run of ref.greedy) {
    const inputs = tokenizer(run.prompt);
    const out = await model.generate({ ...inputs, ...exactly(ref.max_new_tokens) });
    const ids = Array.from(out.data, Number);
    results.push({ prompt: run.prompt, match: sameIds(ids, run.output_ids), text: tokenizer.decode(ids), margin: run.min_top2_margin });
  }
  const batch = tokenizer(ref.greedy.map((r) => r.prompt), { padding: true });
  const out = await model.generate({ ...batch, ...exactly(ref.max_new_tokens) });
  const [B, L] = out.dims;
  const rows = Array.from({ length: B }, (_, b) => Array.from(out.data.slice(b * L, (b + 1) * L), Number));
  const batchMatch = rows.every((row, b) => {
    const want = ref.greedy[b].output_ids;
    const pads = batch.input_ids.dims[1] - tokenizer(ref.greedy[b].prompt).input_ids.dims[1];
    return sameIds(row.slice(pads, pads + want.length), want);
  });
  return { runs: results, batchMatch };
}

async function timing(model) {
  const T = Math.min(256, ref.n_ctx ?? 256);
  const V = ref.logits_shape[2];
  const ids = [Array.from({ length: T }, (_, i) => ((i * 7919) % (V - 1)) + 1)];
  const feed = { input_ids: int64(ids), attention_mask: int64([ids[0].map(() => 1)]) };
  for (let i = 0; i < 2; i++) await model(feed); // warm-up (wasm compiles lazily)
  let t0 = performance.now();
  for (let i = 0; i < 5; i++) await model(feed);
  const forwardMs = (performance.now() - t0) / 5;
  const prompt = tokenizer('The');
  const gen = (n) => model.generate({ ...prompt, ...exactly(n) });
  const fastest = async (n) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await gen(n);
      best = Math.min(best, performance.now() - t);
    }
    return best;
  };
  await gen(41);
  // The cost of 40 more tokens, without the prompt's forward pass and setup.
  const decodeMs = Math.max(0, (await fastest(41)) - (await fastest(1))) / 40;
  return { forwardMs: +forwardMs.toFixed(1), forwardTokens: T, decodeMsPerToken: +decodeMs.toFixed(2) };
}

const report = { model: dir, backend: useWasm ? `onnxruntime-web wasm (${threads} thread${threads > 1 ? 's' : ''})` : 'onnxruntime-node cpu', results: {} };
let failed = false;
for (const dtype of dtypes) {
  const r = { file: present[dtype], mb: +(fs.statSync(path.join(dir, 'onnx', present[dtype])).size / 1e6).toFixed(2) };
  try {
    const model = await load(dtype);
    Object.assign(r, await checkLogits(model), await checkGreedy(model), await timing(model));
    await model.dispose();
    const greedyOk = r.runs.every((x) => x.match) && r.batchMatch;
    r.ok = dtype === 'fp32' ? r.maxAbsDiff <= 1e-4 && greedyOk : greedyOk;
    if (dtype === 'fp32' && !r.ok) failed = true;
  } catch (e) {
    r.error = String(e?.stack ?? e);
    failed = true;
  }
  report.results[dtype] = r;
  if (!asJson) {
    if (r.error) {
      console.log(`${dtype}: ERROR ${r.error}`);
      continue;
    }
    console.log(`${dtype} (${r.file}, ${r.mb} MB): logits max|diff| ${r.maxAbsDiff.toExponential(2)}, ` +
      `log-probs max|diff| ${r.maxLogProbDiff.toExponential(2)}, ` +
      `argmax agreement ${(100 * r.argmaxAgreement).toFixed(1)}%; greedy ${r.runs.map((x) => (x.match ? 'match' : 'DIFFER')).join(', ')}, ` +
      `batched ${r.batchMatch ? 'match' : 'DIFFER'}; forward ${r.forwardTokens} tokens ${r.forwardMs} ms, decode ${r.decodeMsPerToken} ms/token` +
      (r.ok ? '' : dtype === 'fp32' ? '  <-- FAIL' : '  (not enforced)'));
    for (const run of r.runs) if (!run.match) console.log(`   got ${JSON.stringify(run.text)} (PyTorch top-2 margin ${run.margin.toFixed(4)})`);
  }
}
if (!asJson) console.log(`${report.backend}: ${failed ? 'FAILED' : 'OK'}`);
else console.log(JSON.stringify(report));
process.exit(failed ? 1 : 0);
