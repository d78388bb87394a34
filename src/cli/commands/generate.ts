/**
 * `toolformer generate --model M --prompt P [--k 10] [--max-calls 1] [--disable-tools] [--now D] [--max-tokens N] [--json]`:
 * greedy decoding with interrupt → call → resume.
 */
import { collectDecode } from '../../core/decode.ts';
import { generate } from '../../pipeline/generate.ts';
import { CliError, parse, parseNow, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'generate --model M --prompt P [--k 10] [--max-calls 1] [--disable-tools] [--now D]   decode with tools';

function int(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new CliError(`--${name} wants a whole number ≥ ${min}, not "${value}"`);
  return n;
}

export async function generateCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    model: { type: 'string' },
    dtype: { type: 'string' },
    prompt: { type: 'string' },
    k: { type: 'string' },
    'max-calls': { type: 'string' },
    'max-tokens': { type: 'string' },
    'disable-tools': { type: 'boolean', default: false },
    'stop-at-newline': { type: 'boolean', default: false },
    now: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (!values.prompt) throw new CliError('--prompt is empty: give the text to continue');
  const options = {
    k: int(values.k, 'k', 10, 1),
    maxCalls: int(values['max-calls'], 'max-calls', 1, 0),
    maxNewTokens: int(values['max-tokens'], 'max-tokens', 48, 1),
    disableTools: values['disable-tools'] === true,
    stopAtNewline: values['stop-at-newline'] === true,
    now: parseNow(values.now),
  };
  const lm = await loadModel(values.model, values.dtype);
  const { events, done } = await collectDecode(generate(lm, values.prompt, options));
  const report = { model: values.model, prompt: values.prompt, completion: done.completion, calls: done.calls, stop: done.reason, events };
  print(values.json === true, report, () => {
    const calls = done.calls.map((c) => `  ${c.tool}(${c.input}) → ${c.result ?? `no result: ${c.reason}`}`);
    const full = done.reason === 'context' ? [`stopped: the model's context (${lm.contextSize} tokens) is full`] : [];
    return [values.prompt + done.completion, ...(calls.length ? ['calls:', ...calls] : ['no calls']), ...full].join('\n');
  });
  await lm.dispose();
  return 0;
}
