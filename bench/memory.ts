/**
 * Memory over a long session, in Node (onnxruntime's CPU backend): 200 sentence edits (typing
 * one character at a time, the caches in use), then the 50 texts of lessons/corpus.json
 * annotated with every tool at its paper settings. Prints the process's memory at the
 * checkpoints; flat means what one edit or one text allocates is given back.
 *
 *   tsx --expose-gc bench/memory.ts [--json]      (also part of `npm run bench`'s Node half)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import corpus from '../lessons/corpus.json';
import { LanguageModel } from '../src/lm/language-model.ts';
import { configureRuntime } from '../src/lm/runtime.ts';
import { annotateCorpus } from '../src/pipeline/corpus.ts';
import { scanPositions } from '../src/pipeline/positions.ts';
import { calculator } from '../src/tools/calculator.ts';
import { SENTENCE, TYPED } from './measure.ts';
import { modelsFolder } from './node.ts';

export interface MemoryPoint {
  at: string;
  /** MB: the process's resident set, V8's heap in use, and ArrayBuffers (tensors' data among them). */
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
}

function point(at: string): MemoryPoint {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const mb = (x: number) => Math.round((x / 2 ** 20) * 10) / 10;
  return { at, rss: mb(m.rss), heapUsed: mb(m.heapUsed), arrayBuffers: mb(m.arrayBuffers) };
}

export async function measureMemory(log: (line: string) => void = () => undefined): Promise<MemoryPoint[]> {
  configureRuntime({ modelsPath: modelsFolder });
  const lm = await LanguageModel.load('base', { device: 'cpu', dtype: 'fp32' });
  const points = [point('loaded')];
  // 200 edits: the sentence typed out and back, a character at a time.
  const typed = Array.from({ length: 200 }, (_, j) => {
    const n = j % (2 * TYPED.length);
    return SENTENCE + TYPED.slice(0, n < TYPED.length ? n + 1 : 2 * TYPED.length - n);
  });
  for (const [j, text] of typed.entries()) {
    await scanPositions(lm, calculator, text);
    if (j === 9 || j === 99 || j === 199) points.push(point(`${j + 1} edits`));
  }
  let runs = 0;
  for await (const step of annotateCorpus(lm, corpus, { tools: ['Calculator', 'Calendar', 'QA'], seed: 0 })) {
    if ('record' in step && ++runs % 40 === 0) points.push(point(`${runs} (text, tool) runs`));
  }
  points.push(point(`${runs} (text, tool) runs: all 50 texts`));
  await lm.dispose();
  for (const p of points) log(`  ${p.at}: rss ${p.rss} MB, heap ${p.heapUsed} MB, array buffers ${p.arrayBuffers} MB`);
  return points;
}

export function memoryTable(points: readonly MemoryPoint[]): string {
  return ['| after | rss | V8 heap | ArrayBuffers |', '|---|---|---|---|', ...points.map((p) => `| ${p.at} | ${p.rss} MB | ${p.heapUsed} MB | ${p.arrayBuffers} MB |`)].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const points = await measureMemory((l) => console.error(l));
  console.log(process.argv.includes('--json') ? JSON.stringify(points, null, 2) : memoryTable(points));
}
