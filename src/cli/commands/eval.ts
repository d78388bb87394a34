/**
 * `toolformer eval [--data DIR] [--limit N] [--hand-split report|look|all] [--json]`: the paper's
 * comparisons, in shape, on held-out sets no model saw — base, control ("GPT-J + CC"),
 * Toolformer (disabled) and Toolformer; the right tool's rate; call rates at k = 1 and 10;
 * perplexity. First the hand-written prompts (DIR/hand/prompts.jsonl: written by a person,
 * never trained on; by default its report two thirds), then the generated sets, which share
 * the training texts' templates and so flatter every model.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { calibrationRow, evaluateItems, failureClass, perplexity, summarize, summarizeAll, type CalibrationRow, type EvalItem, type FailureClass, type ItemResult, type Summary, type TaskKind } from '../../pipeline/evaluate.ts';
import { parseWrittenCall } from '../../pipeline/labelled.ts';
import { CliError, parse, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'eval [--data DIR] [--limit N]                         accuracy, tool use, call rates and perplexity';

const KINDS: TaskKind[] = ['math', 'dates', 'facts'];
type Column = TaskKind | 'facts unseen';
const COLUMNS: Column[] = [...KINDS, 'facts unseen'];
/** The hand-written prompts, beside the generated sets. */
export const HAND_PROMPTS = 'hand/prompts.jsonl';
const FILES: Record<TaskKind, string> = { math: 'eval_math.jsonl', dates: 'eval_dates.jsonl', facts: 'eval_facts.jsonl' };

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T);
}

export async function evalCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    data: { type: 'string', default: 'models/eval' },
    limit: { type: 'string' },
    dtype: { type: 'string' },
    base: { type: 'string', default: 'base' },
    control: { type: 'string', default: 'control' },
    toolformer: { type: 'string', default: 'toolformer' },
    'hand-split': { type: 'string', default: 'report' },
    json: { type: 'boolean', default: false },
  });
  const dir = resolve(values.data);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(limit > 0)) throw new CliError(`--limit wants a positive number, not "${values.limit}"`);
  for (const f of [...Object.values(FILES), 'heldout_plain.txt']) {
    if (!existsSync(join(dir, f))) throw new CliError(`--data: ${join(dir, f)} is missing`);
  }
  const sets = Object.fromEntries(KINDS.map((k) => [k, readJsonl<EvalItem>(join(dir, FILES[k])).slice(0, limit)])) as Record<TaskKind, EvalItem[]>;
  const heldout = readFileSync(join(dir, 'heldout_plain.txt'), 'utf8')
    .split(/\n<\|endoftext\|>\n?/)
    .map((d) => d.trim())
    .filter(Boolean)
    .slice(0, Number.isFinite(limit) ? limit : undefined);

  if (!['look', 'report', 'all'].includes(values['hand-split'])) throw new CliError('--hand-split is look, report or all');
  const handPath = join(dir, HAND_PROMPTS);
  const hand = existsSync(handPath)
    ? readJsonl<EvalItem & { kind: TaskKind; split: string; call: string }>(handPath)
        .filter((i) => values['hand-split'] === 'all' || i.split === values['hand-split'])
        .filter((i, _, all) => all.filter((j) => j.kind === i.kind).indexOf(i) < limit) // --limit per kind, as for the generated sets
    : [];

  // Facts whose text never reached C*: only the tool can help there (train/CORPUS.md).
  const unseen = new Set(
    (sets.facts as (EvalItem & { seen_in_annotate?: boolean })[]).filter((i) => i.seen_in_annotate === false).map((i) => i.id),
  );
  const rows: Record<string, Record<Column, Summary>> = {};
  const handRows: Record<string, Record<TaskKind | 'all', Summary>> = {};
  /** What went wrong for the Toolformer model on the hand-written prompts, per kind. */
  let failures: Record<TaskKind, Partial<Record<FailureClass, number>>> | undefined;
  const ppl: Record<string, number> = {};
  const callRate: Record<string, number> = {};
  /** Generated-set items right with tools disabled (the Toolformer model's), for the calibration split. */
  const disabledCorrect = new Map<string, boolean>();
  const calibration: CalibrationRow[] = [];
  const runAll = async (label: string, model: string, k: number, disableTools: boolean) => {
    const lm = await loadModel(model, values.dtype);
    const row = {} as Record<Column, Summary>;
    const allResults = {} as Record<TaskKind, ItemResult[]>;
    for (const kind of KINDS) {
      const results = await evaluateItems(lm, kind, sets[kind], { k, disableTools });
      allResults[kind] = results;
      if (label === 'toolformer (disabled)') for (const r of results) disabledCorrect.set(r.id, r.correct);
      row[kind] = summarize(kind, results);
      if (kind === 'facts') row['facts unseen'] = summarize(kind, results.filter((r) => unseen.has(r.id)));
    }
    rows[label] = row;
    if (hand.length) {
      const results = { math: [], dates: [], facts: [] } as Record<TaskKind, ItemResult[]>;
      for (const kind of KINDS) results[kind] = await evaluateItems(lm, kind, hand.filter((i) => i.kind === kind), { k, disableTools });
      if (!disableTools) {
        failures = Object.fromEntries(
          KINDS.map((kind) => {
            const counts: Partial<Record<FailureClass, number>> = {};
            results[kind].forEach((r, j) => {
              const item = hand.filter((i) => i.kind === kind)[j]!;
              const c = failureClass(kind, r, item.answer, parseWrittenCall(item.call));
              if (c) counts[c] = (counts[c] ?? 0) + 1;
            });
            return [kind, counts];
          }),
        ) as Record<TaskKind, Partial<Record<FailureClass, number>>>;
      }
      handRows[label] = { ...(Object.fromEntries(KINDS.map((kind) => [kind, summarize(kind, results[kind])])) as Record<TaskKind, Summary>), all: summarizeAll(KINDS.map((kind) => [kind, results[kind]])) };
    }
    if (k === 10 || disableTools) ppl[label] = await perplexity(lm, heldout, disableTools);
    if (!disableTools) {
      // The paper's decoding analysis: every k from 1 to 10 on the generated sets (k = 10 is the run above).
      for (let kk = 1; kk <= 10; kk++) {
        const results: ItemResult[] = [];
        for (const kind of KINDS) results.push(...(kk === k ? allResults[kind] : await evaluateItems(lm, kind, sets[kind], { k: kk, disableTools: false })));
        calibration.push(calibrationRow(kk, results, disabledCorrect));
      }
      callRate['k=10'] = calibration[9]!.callRate;
      callRate['k=1'] = calibration[0]!.callRate;
    }
    await lm.dispose();
  };
  await runAll('base', values.base, 10, true);
  await runAll('control', values.control, 10, true);
  await runAll('toolformer (disabled)', values.toolformer, 10, true);
  await runAll('toolformer', values.toolformer, 10, false);

  const report = {
    data: values.data, // as given (models/eval by default), so a saved report names no machine's paths
    hand: { split: values['hand-split'], items: Object.fromEntries(KINDS.map((k) => [k, hand.filter((i) => i.kind === k).length])), accuracy: handRows, failures },
    items: Object.fromEntries(KINDS.map((k) => [k, sets[k].length])),
    accuracy: rows,
    perplexity: ppl,
    callRate,
    calibration,
  };
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(8);
  print(values.json === true, report, () =>
    [
      ...(hand.length
        ? [
            `hand-written prompts (${handPath}, ${values['hand-split']}: ${KINDS.map((k) => `${report.hand.items[k]} ${k}`).join(', ')})`,
            `${''.padEnd(24)}${[...KINDS, 'all'].map((k) => k.padStart(13)).join('')}   right tool (math/dates/facts/all)`,
            ...Object.entries(handRows).map(
              ([label, r]) => `${label.padEnd(24)}${([...KINDS, 'all'] as const).map((k) => pct(r[k].accuracy).padStart(13)).join('')}   ${([...KINDS, 'all'] as const).map((k) => pct(r[k].rightToolRate)).join('')}`,
            ),
            ...(failures ? [`toolformer, wrong answers by class: ${KINDS.map((k) => `${k}: ${Object.entries(failures![k]).map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}`).join('; ')}`] : []),
            '',
            'generated sets (the corpus generator\'s templates)',
          ]
        : []),
      `${''.padEnd(24)}${COLUMNS.map((k) => k.padStart(13)).join('')}   right tool (math/dates/facts)   perplexity`,
      ...Object.entries(rows).map(
        ([label, r]) =>
          `${label.padEnd(24)}${COLUMNS.map((k) => pct(r[k].accuracy).padStart(13)).join('')}   ${KINDS.map((k) => pct(r[k].rightToolRate)).join('')}       ${ppl[label]?.toFixed(2) ?? ''}`,
      ),
      `toolformer call rate: k=1 ${pct(callRate['k=1'] ?? 0)}, k=10 ${pct(callRate['k=10'] ?? 0)}`,
      '',
      'decoding with k = 1…10 (generated sets): call rate; accuracy, where it called and where not; tools disabled, right where k calls and where not',
      ...calibration.map((c) => {
        const p = (v: number | null) => (v === null ? '       —' : pct(v));
        return `k=${String(c.k).padEnd(3)}${pct(c.callRate)}${pct(c.accuracy)}${p(c.calledAccuracy)}${p(c.notCalledAccuracy)}   ${p(c.disabledWhereCalled)}${p(c.disabledWhereNotCalled)}`;
      }),
      ...Object.entries(rows).flatMap(([label, r]) => {
        const cut = KINDS.reduce((sum, k) => sum + r[k].contextStops, 0);
        return cut > 0 ? [`${label}: ${cut} item(s) stopped because the model's context was full`] : [];
      }),
    ].join('\n'),
  );
  return 0;
}
