/**
 * `toolformer score --model M --text T --at S --call C [--placement prefix|inline] [--tau-f X] [--now D] [--json]`:
 * the filter's three losses for one call placed right before the first occurrence of S in T.
 */
import { parseCalls } from '../../core/syntax.ts';
import { scoreCandidates } from '../../pipeline/score.ts';
import { writtenCandidate } from '../../pipeline/labelled.ts';
import { tokenize } from '../../pipeline/text.ts';
import { tools } from '../../tools/registry.ts';
import { CliError, parse, parseNow, print } from '../args.ts';
import { loadModel } from '../model.ts';

export const usage = 'score --model M --text T --at S --call C [--placement prefix|inline] [--tau-f X]   the filter for one call';

export async function scoreCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    model: { type: 'string' },
    dtype: { type: 'string' },
    text: { type: 'string' },
    at: { type: 'string' },
    call: { type: 'string' },
    placement: { type: 'string', default: 'prefix' },
    'tau-f': { type: 'string', default: '1' },
    now: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const { text, at, call: written } = values;
  if (!text) throw new CliError('--text is empty: give the sentence to score');
  if (!at) throw new CliError('--at: give the words the call stands before, e.g. --at "0.75"');
  if (!written) throw new CliError('--call: give the call, e.g. --call "Calculator(18 / 24)"');
  if (values.placement !== 'prefix' && values.placement !== 'inline') throw new CliError('--placement is prefix or inline');
  const tauF = Number(values['tau-f']);
  if (!Number.isFinite(tauF)) throw new CliError(`--tau-f wants a number, not "${values['tau-f']}"`);
  if (!text.includes(at)) throw new CliError(`"${at}" does not occur in the text`);

  const parsed = parseCalls(` [${written.trim()}]`, tools);
  const found = parsed.calls[0];
  if (!found || parsed.malformed.length) throw new CliError(`--call: ${parsed.malformed[0]?.message ?? `"${written}" is not a call like Calculator(18 / 24)`}`);
  const call = { tool: found.tool, input: found.input };

  const lm = await loadModel(values.model, values.dtype);
  const x = tokenize(lm.vocab, text);
  const candidate = await writtenCandidate(x, call, at, parseNow(values.now));
  const [s] = await scoreCandidates(lm, x, [candidate], { placement: values.placement, tauF, tools });
  const r = s!;
  const report = {
    model: values.model,
    text,
    call: `${call.tool}(${found.raw.slice(found.raw.indexOf('(') + 1, found.raw.lastIndexOf(')'))})`,
    position: candidate.position,
    targets: r.targets,
    weights: r.weights,
    placement: values.placement,
    tauF,
    result: r.result,
    ...(r.reason ? { reason: r.reason } : {}),
    'L(ε)': r.losses.none,
    'L(e(c,ε))': r.losses.withoutResult,
    'L(e(c,r))': Number.isFinite(r.losses.withResult) ? r.losses.withResult : null,
    'L-': r.verdict.lossMinus,
    'L+': Number.isFinite(r.verdict.lossPlus) ? r.verdict.lossPlus : null,
    gain: Number.isFinite(r.verdict.gain) ? r.verdict.gain : null,
    kept: r.verdict.kept,
    logProbs: r.logProbs,
  };
  const f = (v: number | null) => (v === null ? '—' : v.toFixed(3));
  print(values.json === true, report, () =>
    [
      `call        ${report.call} before "${at}" (token ${candidate.position}: ${JSON.stringify(r.targets[0])})`,
      `result      ${r.result ?? `none (${r.reason})`}`,
      `L(ε)        ${f(report['L(ε)'])}`,
      `L(e(c,ε))   ${f(report['L(e(c,ε))'])}`,
      `L(e(c,r))   ${f(report['L(e(c,r))'])}`,
      `L⁻          ${f(report['L-'])}`,
      `L⁺          ${f(report['L+'])}`,
      `gain        ${f(report.gain)}   (L⁻ − L⁺, ${values.placement} placement)`,
      `kept        ${r.verdict.kept ? 'yes' : 'no'}   (τf = ${tauF})`,
    ].join('\n'),
  );
  await lm.dispose();
  return 0;
}
