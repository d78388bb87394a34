// The model-building side (train/) as transformers.js sees its output.
//
// 1. A fresh export, small enough for CI: train/tokenizer.py learns a tokenizer on a
//    little text written here, train/export.py exports an untrained GPT in the gpt2
//    layout, and transformers.js must tokenise exactly as Python does, load the model
//    with a KV cache, and reproduce PyTorch's logits and greedy decoding
//    (train/verify.mjs), on onnxruntime-node and on onnxruntime-web's wasm backend.
//    Needs /usr/bin/python3 with torch, onnx and regex (test/requirements.ts).
// 2. Every bundled model that ships its PyTorch reference (models/*/verify/) is checked
//    the same way; this needs no Python.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AutoModelForCausalLM, env } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeNeeding, python } from '../requirements.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface DtypeResult {
  maxAbsDiff: number;
  maxLogProbDiff: number;
  argmaxAgreement: number;
  runs: { prompt: string; match: boolean }[];
  batchMatch: boolean;
  ok: boolean;
  error?: string;
}
interface VerifyReport {
  backend: string;
  results: Record<string, DtypeResult>;
}

async function run(cmd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(cmd, args, { cwd: root, timeout: 100_000, maxBuffer: 1 << 24 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

async function verify(modelDir: string, ...flags: string[]): Promise<VerifyReport> {
  const r = await run(process.execPath, ['train/verify.mjs', modelDir, '--json', ...flags]);
  const last = r.stdout.trim().split('\n').at(-1) ?? '';
  expect(last.startsWith('{'), `verify.mjs printed no report:\n${r.stdout}\n${r.stderr}`).toBe(true);
  return JSON.parse(last) as VerifyReport;
}

/** The result for `dtype`, which must have run: a missing entry fails, it does not pass as "no error". */
function ran(report: VerifyReport, dtype: string): DtypeResult {
  const r = report.results[dtype];
  expect(r, `verify.mjs ran no ${dtype} (it ran: ${Object.keys(report.results).join(', ')})`).toBeDefined();
  expect(r!.error, `${dtype}: ${r!.error}`).toBeUndefined();
  expect(r!.runs.length, `${dtype}: no greedy runs`).toBeGreaterThan(0);
  return r!;
}

function expectExactFp32(report: VerifyReport) {
  const fp32 = ran(report, 'fp32');
  expect(fp32.maxAbsDiff).toBeLessThanOrEqual(1e-4);
  expect(fp32.runs.map((r) => r.match)).toEqual(fp32.runs.map(() => true));
  expect(fp32.batchMatch).toBe(true);
}

// A little text with what the tokenizer must handle: calls, numbers, unicode.
function corpus(): string {
  const sentences = [
    'Pittsburgh is also known as [QA("What other name is Pittsburgh known by?") -> Steel City] the Steel City.',
    'A case of 24 bottles costs $18, so each bottle costs [Calculator(18 / 24) -> 0.75] $0.75.',
    '[Calendar() -> Today is Monday, January 30, 2023.] The shop opens on Monday.',
    "Don't forget: 400 / 1400 is 0.29 and 137 * 42 is 5754, they're sure.",
    'The café in Zürich sells croissants — 日本語 and emoji 👍 too.',
    'Lines\nand  double  spaces\tand tabs.',
  ];
  const docs: string[] = [];
  for (let i = 0; i < 300; i++) {
    docs.push(`${sentences[i % sentences.length]} Item ${i} of ${300 - i}. ${sentences[(i * 7) % sentences.length]}`);
  }
  return docs.join('\n<|endoftext|>\n') + '\n';
}

describeNeeding(['python'], 'train/: a fresh export in transformers.js', () => {
  let work = '';
  const model = () => path.join(work, 'model');

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'toolformer-export-'));
    fs.writeFileSync(path.join(work, 'corpus.txt'), corpus());
    const steps: string[][] = [
      ['train/tokenizer.py', '--data', path.join(work, 'corpus.txt'), '--vocab-size', '320', '--n-ctx', '128', '--out', path.join(work, 'tok')],
      ['train/tokenizer.py', '--out', path.join(work, 'tok'), '--dump-cases', path.join(work, 'cases.json'), '--data', path.join(work, 'corpus.txt')],
      ['train/export.py', '--random', path.join(work, 'tok'), '--out', model(), '--n-layer', '2', '--n-head', '4', '--n-embd', '64', '--n-ctx', '128'],
    ];
    for (const args of steps) {
      const r = await run(python, args);
      expect(r.code, `${args[0]} failed:\n${r.stdout}\n${r.stderr}`).toBe(0);
    }
  });
  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('writes the files transformers.js loads', () => {
    for (const f of ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json',
      'onnx/model.onnx', 'onnx/model_quantized.onnx', 'onnx/model_fp16.onnx']) {
      expect(fs.existsSync(path.join(model(), f)), f).toBe(true);
    }
    const config = JSON.parse(fs.readFileSync(path.join(model(), 'config.json'), 'utf8'));
    expect(config).toMatchObject({ model_type: 'gpt2', n_layer: 2, n_head: 4, n_embd: 64, n_positions: 128, vocab_size: 320, eos_token_id: 0 });
    // The tied output layer is a Transpose, not a second copy of the embedding.
    const fp32 = fs.statSync(path.join(model(), 'onnx/model.onnx')).size;
    expect(fp32).toBeLessThan(1.2 * 4 * (320 * 64 + 128 * 64 + 2 * 12 * 64 * 64));
  });

  it('tokenises exactly as Python does; " [", "]" and " ->" are one token each', async () => {
    const r = await run(process.execPath, ['train/check_tokenizer.mjs', path.join(work, 'tok'), path.join(work, 'cases.json')]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });

  it('has the inputs and outputs of the gpt2 layout (plus the lab’s num_logits_to_keep and logsumexp), with only batch and past length dynamic', async () => {
    env.allowRemoteModels = false;
    env.localModelPath = work + '/';
    const lm = await AutoModelForCausalLM.from_pretrained('model', { dtype: 'fp32', device: 'cpu', local_files_only: true });
    const session = (lm as unknown as { sessions: Record<string, { inputNames: string[]; outputNames: string[]; inputMetadata: { name: string; shape: (number | string)[] }[] }> }).sessions['model']!;
    expect(session.inputNames.slice(0, 3)).toEqual(['input_ids', 'attention_mask', 'position_ids']);
    expect(session.inputNames.at(-1)).toBe('num_logits_to_keep');
    expect(session.outputNames.slice(0, 2)).toEqual(['logits', 'logsumexp']);
    const past = session.inputMetadata.filter((m) => m.name.startsWith('past_key_values.'));
    expect(past.map((m) => m.name)).toEqual(['0.key', '0.value', '1.key', '1.value'].map((s) => `past_key_values.${s}`));
    for (const m of past) expect(m.shape).toEqual(['batch_size', 4, 'past_sequence_length', 16]);
    expect(session.outputNames.slice(2)).toEqual(['0.key', '0.value', '1.key', '1.value'].map((s) => `present.${s}`));
    await lm.dispose();
  });

  it('reproduces PyTorch on onnxruntime-node: logits (left-padded batch) and greedy KV-cache decoding', async () => {
    const report = await verify(model());
    expectExactFp32(report);
    // q8 and fp16 are approximations; they must run and stay close.
    expect(ran(report, 'fp16').maxLogProbDiff).toBeLessThan(0.05);
    expect(ran(report, 'q8').argmaxAgreement).toBeGreaterThan(0.8);
  });

  it('reproduces PyTorch on onnxruntime-web (wasm), the browser fallback', async () => {
    const report = await verify(model(), '--wasm');
    expectExactFp32(report);
    expect(ran(report, 'q8').argmaxAgreement).toBeGreaterThan(0.8);
  });
});

const bundled = fs.existsSync(path.join(root, 'models'))
  ? fs.readdirSync(path.join(root, 'models'))
    .map((name) => path.join(root, 'models', name))
    .filter((dir) => fs.existsSync(path.join(dir, 'verify', 'reference.json')))
  : [];

describe('bundled models match their PyTorch reference', () => {
  it('every shipped model carries its reference', () => {
    expect(bundled.map((dir) => path.basename(dir)).sort()).toEqual(['base', 'control', 'toolformer']);
  });
  it.each(bundled.map((dir) => [path.basename(dir), dir]))('%s', async (_name, dir) => {
    const report = await verify(dir, '--dtype', 'fp32,q8');
    expectExactFp32(report);
    expect(ran(report, 'q8').argmaxAgreement).toBeGreaterThan(0.8);
  });
});
