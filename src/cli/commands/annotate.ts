/**
 * `toolformer annotate --model M --input C.jsonl --out DIR [--tools …] [--limit N] [--seed S] [--placement P]
 *                     [--tau-s X] [--k N] [--m N] [--tau-f X] [--scorer S] [--summarize] [--json]`
 *
 * --scorer: the model whose losses filter (default: M, which proposes). Round 2 proposes with
 * the round-1 model and keeps the base as the judge.
 * --summarize: annotate nothing new; write C* and the funnel from DIR/annotations.jsonl as it
 * stands (a long run's partial result, or runs over parts of the input merged into one DIR).
 * Runs the paper's data pipeline on texts the model was not trained on, per
 * tool: P(x) → positions → sampled calls → execution → filter. Writes
 *   DIR/annotations.jsonl  every scored candidate (appended as it goes, so a stopped run resumes)
 *   DIR/cstar.jsonl        C*: the texts with their kept calls written in (each tool at its τf)
 *   DIR/funnel.json        texts → positions → sampled → well-formed → executed → kept at τf 0.5, 1, 2
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Placement } from '../../core/placement.ts';
import { annotateCorpus, summarizeCorpus, type CorpusRecord, type CorpusSettings, type CorpusText } from '../../pipeline/corpus.ts';
import { getTool } from '../../tools/registry.ts';
import { CliError, parse, parseNow, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'annotate --model M --input C.jsonl --out DIR [--tools T,…] [--limit N] [--scorer S] [--summarize]   build C* and the funnel';

export async function annotateCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    model: { type: 'string' },
    scorer: { type: 'string' },
    dtype: { type: 'string' },
    input: { type: 'string' },
    out: { type: 'string' },
    tools: { type: 'string', default: 'Calculator,Calendar,QA' },
    limit: { type: 'string' },
    seed: { type: 'string', default: '0' },
    placement: { type: 'string', default: 'prefix' },
    'tau-f': { type: 'string' },
    'tau-s': { type: 'string' },
    k: { type: 'string' },
    m: { type: 'string' },
    summarize: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  });
  if (!values.input || !existsSync(values.input)) throw new CliError(`--input: no file "${values.input ?? ''}" (JSONL with id, text, date)`);
  const out = values.out;
  if (!out) throw new CliError('--out: the folder to write annotations, C* and the funnel into');
  if (values.placement !== 'prefix' && values.placement !== 'inline') throw new CliError('--placement is prefix or inline');
  const chosen = values.tools.split(',').map((name) => getTool(name.trim())?.name ?? fail(`unknown tool "${name}"`));
  const seed = Number(values.seed);
  // τs, k and m for every tool; by default the paper's per tool (Calculator: τs 0, k 20, m 10).
  const overrides: Partial<Record<'tauS' | 'k' | 'm', number>> = {};
  for (const [flag, key] of [['tau-s', 'tauS'], ['k', 'k'], ['m', 'm']] as const) {
    const v = values[flag];
    if (v === undefined) continue;
    if (!Number.isFinite(Number(v)) || Number(v) < 0) throw new CliError(`--${flag} wants a number ≥ 0, not "${v}"`);
    overrides[key] = Number(v);
  }
  // τf for C*; by default each tool's paper value (Calculator 0.5, others 1.0).
  const tauF = values['tau-f'] === undefined ? undefined : Number(values['tau-f']);
  if (tauF !== undefined && !Number.isFinite(tauF)) throw new CliError(`--tau-f wants a number, not "${values['tau-f']}"`);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  const texts: CorpusText[] = readFileSync(values.input, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusText)
    .slice(0, limit);
  for (const t of texts) if (t.date !== undefined) parseNow(t.date); // a bad date is the input's error, said before any work
  const settings: CorpusSettings = { tools: chosen, seed, placement: values.placement as Placement, overrides, tauF };

  mkdirSync(out, { recursive: true });
  // annotations.jsonl: one line per (text, tool), without the per-sample tokens; a stopped run resumes.
  const recordsPath = join(out, 'annotations.jsonl');
  const done = new Set<string>();
  const records: CorpusRecord[] = [];
  if (existsSync(recordsPath)) {
    for (const line of readFileSync(recordsPath, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as CorpusRecord;
      records.push(r);
      done.add(`${r.id}\u0000${r.annotation.tool}`);
    }
  }

  // Offsets are kept by text id: an input regenerated since (same ids, other words) would put them into the wrong texts.
  const words = new Map(texts.map((t) => [t.id, t.text]));
  const changed = records.find((r) => words.has(r.id) && words.get(r.id) !== r.annotation.text);
  if (changed) throw new CliError(`${recordsPath} annotated "${changed.id}" with other words than --input gives it now: annotate the new input into a new --out folder`);

  if (!values.summarize) await annotateNew(values.model, values.scorer, values.dtype, texts, settings, done, (record) => {
    records.push(record);
    appendFileSync(recordsPath, JSON.stringify(record) + '\n');
  });

  // Every tool annotated so far, not only this run's: runs may split the tools (build-models.sh).
  const { funnel, cstar } = summarizeCorpus(texts, records, settings);
  writeFileSync(join(out, 'cstar.jsonl'), cstar.map((c) => JSON.stringify(c)).join('\n') + (cstar.length ? '\n' : ''));
  const summary = { model: values.model, scorer: values.scorer ?? values.model, texts: texts.length, placement: values.placement, funnel, cstar: cstar.length };
  writeFileSync(join(out, 'funnel.json'), JSON.stringify(summary, null, 2) + '\n');
  print(values.json === true, summary, () =>
    [
      'tool         texts  positions  sampled  well-formed  distinct  executed  kept@0.5  kept@1  kept@2',
      ...funnel.map((f) =>
        [f.tool.padEnd(11), f.texts, f.positions, f.sampled, f.wellFormed, f.distinct, f.executed, f.kept['0.5'], f.kept['1'], f.kept['2']]
          .map((v, j) => (j === 0 ? String(v) : String(v).padStart([0, 6, 11, 9, 13, 10, 10, 10, 8, 8][j]!)))
          .join(''),
      ),
      `C*: ${cstar.length} texts with at least one kept call → ${join(out, 'cstar.jsonl')}`,
    ].join('\n'),
  );
  return 0;
}

/** Runs the pipeline on every (text, tool) pair not yet `done`, handing each record to `save` as it comes. */
async function annotateNew(model: string | undefined, scorerName: string | undefined, dtype: string | undefined, texts: CorpusText[], settings: CorpusSettings, done: ReadonlySet<string>, save: (r: CorpusRecord) => void): Promise<void> {
  const lm = await loadModel(model, dtype);
  // Round 2: the round-1 model proposes, the base (--scorer) still judges.
  const scorer = scorerName === undefined ? undefined : await loadModel(scorerName, dtype);
  if (scorer) settings.scorer = scorer;
  const started = Date.now();
  let work = 0;
  for await (const step of annotateCorpus(lm, texts, settings, done)) {
    if ('skipped' in step) {
      process.stderr.write(`annotate: ${step.text.id} left out of ${step.tool}: ${step.skipped}\n`);
      continue;
    }
    save(step.record);
    if (++work % 25 === 0) process.stderr.write(`annotate: ${step.tool} ${work} runs, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  await lm.dispose();
  await scorer?.dispose();
}

function fail(message: string): never {
  throw new CliError(message);
}
