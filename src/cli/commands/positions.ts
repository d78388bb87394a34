/** `toolformer positions --model M --tool NAME --text T [--json]`: p_i(<API>) for every token of T under P(x). */
import { scanPositions } from '../../pipeline/positions.ts';
import { getTool, tools } from '../../tools/registry.ts';
import { CliError, parse, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'positions --model M --tool NAME --text T          p_i = p(<API> | P(x), x_1..x_i-1) for every token';

export async function positionsCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    model: { type: 'string' },
    dtype: { type: 'string' },
    tool: { type: 'string' },
    text: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const tool = values.tool ? getTool(values.tool) : undefined;
  if (!tool) throw new CliError(`--tool is one of: ${tools.map((t) => t.name).join(', ')}`);
  if (!values.text) throw new CliError('--text is empty: give the sentence to scan');
  const lm = await loadModel(values.model, values.dtype);
  const scan = await scanPositions(lm, tool, values.text);
  const rows = scan.x.pieces.map((piece, i) => ({ index: i, token: piece, offset: scan.x.offsets[i]!, p: scan.probabilities[i]! }));
  print(values.json === true, { model: values.model, tool: tool.name, text: values.text, positions: rows }, () =>
    rows.map((r) => `${String(r.index).padStart(3)}  ${r.p.toFixed(4)}  ${JSON.stringify(r.token)}`).join('\n'),
  );
  await lm.dispose();
  return 0;
}
