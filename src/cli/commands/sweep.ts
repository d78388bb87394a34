/**
 * `toolformer sweep --model M [--input lessons/sweep.json] [--tau-f X] [--placement prefix|inline] [--json]`:
 * every labelled candidate of a sweep set scored as `score` scores one (its gain L⁻ − L⁺),
 * with the kept count, precision and recall against the labels at τf.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atTauF, sweepPoints, type SweepItem } from '../../pipeline/sweep.ts';
import { scoreWritten } from '../../pipeline/labelled.ts';
import { CliError, parse, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'sweep --model M [--input FILE] [--tau-f X]          gains of a labelled set, kept/precision/recall at τf';

const shipped = resolve(dirname(fileURLToPath(import.meta.url)), '../../../lessons/sweep.json');

export async function sweepCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    model: { type: 'string' },
    dtype: { type: 'string' },
    input: { type: 'string', default: shipped },
    placement: { type: 'string', default: 'prefix' },
    'tau-f': { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  });
  if (values.placement !== 'prefix' && values.placement !== 'inline') throw new CliError('--placement is prefix or inline');
  const tauF = Number(values['tau-f']);
  if (!Number.isFinite(tauF)) throw new CliError(`--tau-f wants a number, not "${values['tau-f']}"`);
  let items: SweepItem[];
  try {
    items = (JSON.parse(readFileSync(values.input!, 'utf8')) as { items: SweepItem[] }).items;
  } catch (error) {
    throw new CliError(`--input: ${(error as Error).message.split('\n')[0]}`);
  }
  const lm = await loadModel(values.model, values.dtype);
  let scores;
  try {
    scores = await scoreWritten(lm, items, { placement: values.placement });
  } catch (error) {
    throw new CliError((error as Error).message.split('\n')[0]!);
  } finally {
    await lm.dispose();
  }
  const points = sweepPoints(items, scores);
  const summary = atTauF(points, tauF);
  const candidates = points.map((p) => ({ item: p.item, call: p.call, at: p.at, label: p.label, result: p.score.result, gain: p.score.gain }));
  print(values.json === true, { model: values.model, placement: values.placement, ...summary, candidates }, () =>
    [
      ...candidates.map((c) => `${(c.gain === null ? '—' : c.gain.toFixed(3)).padStart(7)}  ${c.label.padEnd(8)} ${c.item}: ${c.call} before "${c.at}"`),
      `τf ${tauF}: ${summary.kept} of ${points.length} kept, ${summary.hits} useful; precision ${summary.precision.toFixed(2)}, recall ${summary.recall.toFixed(2)}`,
    ].join('\n'),
  );
  return 0;
}
