/** Loading a bundled model for the CLI (Node, onnxruntime's CPU backend). */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LanguageModel, type Dtype } from '../lm/language-model.ts';
import { configureRuntime } from '../lm/runtime.ts';
import { CliError } from './args.ts';

const repoModels = resolve(dirname(fileURLToPath(import.meta.url)), '../../models');

/** `--model base` loads models/base; a path to a model folder works too. */
export async function loadModel(spec: string | undefined, dtype: string | undefined): Promise<LanguageModel> {
  if (!spec) throw new CliError('which model? --model base or --model toolformer (or a path to a model folder)');
  if (dtype !== undefined && !['fp32', 'q8', 'fp16'].includes(dtype)) throw new CliError(`--dtype is fp32, q8 or fp16, not "${dtype}"`);
  const asPath = resolve(spec);
  const folder = existsSync(resolve(asPath, 'config.json')) ? asPath : resolve(repoModels, spec);
  if (!existsSync(resolve(folder, 'config.json'))) throw new CliError(`no model "${spec}" in ${repoModels} (and no model folder at ${asPath})`);
  configureRuntime({ modelsPath: dirname(folder) });
  try {
    return await LanguageModel.load(folder.slice(dirname(folder).length + 1), { device: 'cpu', dtype: (dtype as Dtype) ?? 'fp32' });
  } catch (error) {
    throw new CliError(`the model "${spec}" did not load: ${(error as Error).message.split('\n')[0]}`);
  }
}
