/**
 * The Node half of `npm run bench`: the shared measurements (bench/measure.ts)
 * on the shipped models with onnxruntime's CPU backend.
 *
 *   tsx bench/node.ts [--dtype=fp32|fp16|q8] [--json]     (just this half)
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LanguageModel, type Dtype } from '../src/lm/language-model.ts';
import { configureRuntime } from '../src/lm/runtime.ts';
import { annotateTextsArg, measure, table, type BenchResult } from './measure.ts';

/** The models folder: TOOLFORMER_MODELS, else the repo's models/ (as the site and the tests read it). */
export const modelsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..', process.env.TOOLFORMER_MODELS || 'models');

/** The models that exist now: sub-folders holding a config.json. */
export function listModels(folder = modelsFolder): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => existsSync(join(folder, name, 'config.json')))
    .sort();
}

export async function runNode(options: { dtype?: Dtype; annotateTexts?: number; log?: (line: string) => void } = {}): Promise<BenchResult> {
  const dtype = options.dtype ?? 'fp32';
  configureRuntime({ modelsPath: modelsFolder });
  return measure({
    backend: 'Node, onnxruntime-node cpu',
    models: listModels(),
    load: (name) => LanguageModel.load(name, { device: 'cpu', dtype }),
    log: options.log,
    annotateTexts: options.annotateTexts,
  });
}

export function dtypeArg(argv: readonly string[]): Dtype | undefined {
  const d = argv.find((a) => a.startsWith('--dtype='))?.split('=')[1];
  if (d === undefined) return undefined;
  if (d !== 'fp32' && d !== 'fp16' && d !== 'q8') throw new Error(`--dtype must be fp32, fp16 or q8, not ${d}`);
  return d;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runNode({ dtype: dtypeArg(process.argv), annotateTexts: annotateTextsArg(process.argv), log: (l) => console.error(`[node] ${l}`) });
  console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : table([result]));
}
