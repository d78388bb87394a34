/**
 * `toolformer eval-annotation --model M [--data FILE] [--split look|report|all] [--seed S] [--limit N] [--json]`
 *
 * Does the model, shown P(x), propose the calls a careful human would? The hand-written set
 * (models/eval/hand/annotation.jsonl) through the real pipeline at each tool's paper settings:
 * position recall, call recall@m, kept recall and precision at τf, false calls on "none" texts
 * (src/pipeline/annotation-eval.ts). The "look" third may be read while working: its texts are
 * listed one by one. The "report" two thirds are only run to report: numbers only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { evaluateHandText, summarizeHand, type HandOutcome, type HandText } from '../../pipeline/annotation-eval.ts';
import { CliError, parse, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'eval-annotation --model M [--split look|report]             does the model propose the human\'s calls?';

export const HAND_ANNOTATION = 'models/eval/hand/annotation.jsonl';

export async function evalAnnotationCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    model: { type: 'string', default: 'base' },
    dtype: { type: 'string' },
    data: { type: 'string', default: HAND_ANNOTATION },
    split: { type: 'string', default: 'look' },
    seed: { type: 'string', default: '0' },
    limit: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (!existsSync(values.data)) throw new CliError(`--data: no file "${values.data}"`);
  if (!['look', 'report', 'all'].includes(values.split)) throw new CliError('--split is look, report or all');
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(limit > 0)) throw new CliError(`--limit wants a positive number, not "${values.limit}"`);
  const items = readFileSync(values.data, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as HandText)
    .filter((t) => values.split === 'all' || t.split === values.split)
    .slice(0, limit);
  const seed = Number(values.seed);

  const lm = await loadModel(values.model, values.dtype);
  const outcomes: HandOutcome[] = [];
  for (const [j, item] of items.entries()) {
    outcomes.push(await evaluateHandText(lm, item, seed));
    if (!values.json && (j + 1) % 10 === 0) process.stderr.write(`  ${j + 1}/${items.length}\n`);
  }
  await lm.dispose();
  const summary = summarizeHand(outcomes);
  // Report texts stay unread: their outcomes are not printed, only counted.
  const shown = values.split === 'look' ? outcomes : [];
  const pct = (x: number) => (Number.isNaN(x) ? '     —' : `${(100 * x).toFixed(0)}%`.padStart(6));
  print(values.json === true, { model: values.model, split: values.split, texts: items.length, seed, ...summary, outcomes: shown }, () =>
    [
      `${values.model} on ${values.data} (${values.split}: ${items.length} texts, seed ${seed}; each tool at its paper settings)`,
      '',
      'tool          texts  position recall  call recall@m  kept recall  kept precision (kept)   not kept because: position / call / filter',
      ...summary.tools.map(
        (s) =>
          `${s.tool.padEnd(12)}${String(s.texts).padStart(7)}${pct(s.positionRecall).padStart(17)}${pct(s.callRecall).padStart(15)}${pct(s.keptRecall).padStart(13)}${pct(s.keptPrecision).padStart(16)} (${s.kept})`.padEnd(96) +
          `${s.misses.position} / ${s.misses.call} / ${s.misses.filter}`,
      ),
      `no right call sampled, the nearest sample's miss: ${summary.tools.map((s) => `${s.tool} ${Object.entries(s.callMisses).map(([c, n]) => `${c} ${n}`).join(', ') || '—'}`).join('; ')}`,
      `none        ${String(summary.none.texts).padStart(7)}   false calls kept: ${pct(summary.none.falseCalls)} (${Object.entries(summary.none.byTool).map(([t, n]) => `${t} ${n}`).join(', ') || 'none'})`,
      ...shown.flatMap((o) => {
        const item = items.find((t) => t.id === o.id)!;
        if (o.tool === 'none') return o.kept.length ? [`\n${o.id}  none  ${item.text}`, ...o.kept.map((k) => `   kept ${k.call} → ${k.result} at token ${k.position} (gain ${k.gain.toFixed(2)})`)] : [];
        return [
          `\n${o.id}  ${item.call} before "${item.at}" (token ${o.position}, rank ${o.rank} by p_i${o.chosen ? ', chosen' : ''})  ${o.keptRight ? 'KEPT' : o.callRight ? 'sampled, dropped' : o.chosen ? 'not sampled' : 'position missed'}`,
          `   ${item.text}`,
          `   samples: ${o.samples!.map((s) => JSON.stringify(s)).join(' ')}`,
          ...o.kept.map((k) => `   kept ${k.call} → ${k.result} at token ${k.position} (gain ${k.gain.toFixed(2)})${k.right ? ' ✓' : ''}`),
        ];
      }),
    ].join('\n'),
  );
  return 0;
}
