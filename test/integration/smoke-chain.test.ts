// The whole model-building chain at smoke size, as CI runs it: corpus → tokenizer →
// pretrain → export → annotate (the TypeScript pipeline) → C* → fine-tune → export →
// load in transformers.js → logits match PyTorch; and the corpus's Calculator results are the
// TypeScript Calculator's. It trains no shipped model.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { calculate } from '../../src/tools/calculator.ts';
import { describeNeeding } from '../requirements.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describeNeeding(['python'], 'train/smoke.sh', () => {
  it('runs tokenizer → pretrain → annotate → fine-tune → export → verify', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'toolformer-smoke-'));
    try {
      const r = spawnSync('bash', ['train/smoke.sh'], { cwd: root, env: { ...process.env, WORK: work }, encoding: 'utf8', timeout: 900_000 });
      const log = `${r.stdout}\n${r.stderr}`;
      expect(r.status, log.slice(-3000)).toBe(0);
      expect(log).toMatch(/onnxruntime-node cpu: OK/);
      expect(log).toMatch(/onnxruntime-web wasm \(1 thread\): OK/);
      // The fine-tuned model really was trained on C*: the annotation wrote texts with calls.
      const cstar = fs.readFileSync(path.join(work, 'ft', 'cstar.txt'), 'utf8');
      expect(cstar).toMatch(/ \[(Calculator|Calendar|QA)\(/);
      expect(fs.existsSync(path.join(work, 'tf-model', 'onnx', 'model.onnx'))).toBe(true);
      // The corpus's Calculator results (Python, train/corpus/tooltexts.py) are the TypeScript Calculator's own.
      const jsonl = (name: string) => fs.readFileSync(path.join(work, 'data', name), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      const pairs = [
        ...jsonl('annotate.jsonl').flatMap((r: { gold?: { call: string; answer: string }[] }) =>
          (r.gold ?? []).filter((g) => g.call.startsWith('Calculator(')).map((g) => ({ input: g.call.slice('Calculator('.length, -1), answer: g.answer })),
        ),
        ...jsonl('eval_math.jsonl').map((r: { expr: string; answer: string }) => ({ input: r.expr, answer: r.answer })),
      ];
      expect(pairs.length).toBeGreaterThan(20);
      for (const { input, answer } of pairs) expect(calculate(input), input).toEqual({ ok: true, result: answer });
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 900_000);
});
