/** `toolformer parse TEXT [--json]`: lists the calls in a text and the malformed ones. */
import { linearizeForDisplay, parseCalls } from '../../core/index.ts';
import { tools } from '../../tools/index.ts';
import { CliError, parse, print } from '../args.ts';

export const usage = 'parse TEXT [--json]                            list the calls in a text, and why others are malformed';

export async function parseCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { json: { type: 'boolean', default: false } });
  if (positionals.length !== 1) throw new CliError('give the text as one argument, in quotes');
  const found = parseCalls(positionals[0]!, tools);
  print(values.json === true, found, () => {
    const lines = [
      ...found.calls.map((c) => `call       ${c.start}-${c.end}  ${linearizeForDisplay(c, c.result, tools)}`),
      ...found.malformed.map((m) => `malformed  ${m.start}-${m.end}  ${m.reason}: ${m.message}`),
    ];
    return lines.length ? lines.join('\n') : 'no calls';
  });
  return 0;
}
