/** `toolformer tool NAME [INPUT] [--now ISO-DATE] [--json]`: runs one tool. */
import { getTool, runTool, tools } from '../../tools/index.ts';
import { CliError, parse, parseNow, print } from '../args.ts';

export const usage = 'tool NAME [INPUT] [--now ISO-DATE] [--json]   run a tool: ' + 'Calculator, Calendar or QA';

export async function toolCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { now: { type: 'string' }, json: { type: 'boolean', default: false } });
  const [name, ...rest] = positionals;
  if (!name) throw new CliError(`which tool? one of: ${tools.map((t) => t.name).join(', ')}`);
  if (!getTool(name)) throw new CliError(`there is no tool "${name}"; try one of: ${tools.map((t) => t.name).join(', ')}`);
  if (rest.length > 1) throw new CliError(`give the input as one argument, in quotes: toolformer tool ${name} "${rest.join(' ')}"`);
  const input = rest[0] ?? '';
  const now = parseNow(values.now);
  const outcome = await runTool(name, input, { now });
  const json = values.json === true;
  if (outcome.ok) {
    print(json, { tool: name, input, ok: true, result: outcome.result }, () => outcome.result);
    return 0;
  }
  if (json) print(true, { tool: name, input, ok: false, reason: outcome.reason }, () => '');
  else process.stderr.write(`${name}: ${outcome.reason}\n`);
  return 1;
}
