/**
 * The annotation prompt P(x) (paper, §2 and Appendix A.2), assembled from
 * `prompts.json` exactly as its `layout` field describes:
 *
 *   instruction
 *   <blank line>
 *   Input: …\nOutput: …      (each demonstration, separated by blank lines)
 *   <blank line>
 *   Input: {x}\nOutput:
 */
import prompts from './prompts.json';

/** The placeholder that `fillPrompt` replaces with the text to annotate. */
export const PROMPT_PLACEHOLDER = '{x}';

interface Demonstration {
  input: string;
  output: string;
}

interface ToolPrompt {
  instruction: string;
  demonstrations: Demonstration[];
}

const table: Record<string, ToolPrompt | undefined> = prompts.tools;

/** Names of the tools that have a prompt in `prompts.json`. */
export const promptToolNames: readonly string[] = Object.keys(prompts.tools);

/**
 * The prompt template P(x) for one tool, ending in `Input: {x}\nOutput:` with a
 * literal `{x}`. Throws for a tool without a prompt: that is a programming
 * error caught at module load, not a runtime condition.
 */
export function buildPrompt(toolName: string): string {
  const entry = table[toolName];
  if (!entry) throw new Error(`no prompt for tool ${toolName}`);
  const demos = entry.demonstrations.map((d) => `Input: ${d.input}\nOutput: ${d.output}`);
  return `${entry.instruction}\n\n${demos.join('\n\n')}\n\nInput: ${PROMPT_PLACEHOLDER}\nOutput:`;
}

/**
 * P(x): the template with its `{x}` replaced by `x`. Only the final
 * placeholder is replaced, so an `x` that itself contains "{x}" — or a
 * demonstration that mentions it — is left alone.
 */
export function fillPrompt(prompt: string, x: string): string {
  const at = prompt.lastIndexOf(PROMPT_PLACEHOLDER);
  if (at < 0) return prompt;
  return prompt.slice(0, at) + x + prompt.slice(at + PROMPT_PLACEHOLDER.length);
}
