/**
 * The `toolformer` command line: the method's pieces for instructors and for
 * building data. Every failure is one line on stderr and a non-zero exit.
 */
import { CliError } from './args.ts';
import { ContextOverflowError } from '../lm/language-model.ts';
import { parseCommand, usage as parseUsage } from './commands/parse.ts';
import { annotateCommand, usage as annotateUsage } from './commands/annotate.ts';
import { evalCommand, usage as evalUsage } from './commands/eval.ts';
import { evalAnnotationCommand, usage as evalAnnotationUsage } from './commands/eval-annotation.ts';
import { generateCommand, usage as generateUsage } from './commands/generate.ts';
import { positionsCommand, usage as positionsUsage } from './commands/positions.ts';
import { scoreCommand, usage as scoreUsage } from './commands/score.ts';
import { sweepCommand, usage as sweepUsage } from './commands/sweep.ts';
import { toolCommand, usage as toolUsage } from './commands/tool.ts';

const commands: Record<string, (argv: string[]) => Promise<number>> = {
  tool: toolCommand,
  parse: parseCommand,
  score: scoreCommand,
  sweep: sweepCommand,
  positions: positionsCommand,
  generate: generateCommand,
  annotate: annotateCommand,
  eval: evalCommand,
  'eval-annotation': evalAnnotationCommand,
};

const help = ['usage: toolformer COMMAND …', '', `  ${toolUsage}`, `  ${parseUsage}`, `  ${scoreUsage}`, `  ${sweepUsage}`, `  ${positionsUsage}`, `  ${generateUsage}`, `  ${annotateUsage}`, `  ${evalUsage}`, `  ${evalAnnotationUsage}`].join('\n');

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help + '\n');
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) throw new CliError(`unknown command "${name}"\n${help}`);
  return command(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A text longer than the model reads is the user's input, not our failure.
    if (error instanceof ContextOverflowError) error = new CliError(`the input is too long: ${error.message}`);
    const message = error instanceof CliError ? error.message : `internal error: ${String((error as Error)?.message ?? error).split('\n')[0]}`;
    process.stderr.write(`toolformer: ${message}\n`);
    process.exitCode = error instanceof CliError ? error.exitCode : 70;
  },
);
