/**
 * P(x) as the learner edits it: the tool's instruction and demonstrations from
 * src/tools/prompts.json, each demonstration editable and switchable, put
 * together in the layout `buildPrompt` uses (the unit test checks they agree).
 */
import prompts from '../tools/prompts.json';
import { PROMPT_PLACEHOLDER } from '../tools/prompt.ts';

export interface DemonstrationDraft {
  input: string;
  output: string;
  /** Left out of P(x) when false (e.g. to fit the model's context). */
  enabled: boolean;
  /** Left out by the lab, not by the learner, so that P(x) + x fits the context. */
  autoOff?: boolean;
}

export interface PromptDraft {
  instruction: string;
  demonstrations: DemonstrationDraft[];
}

type Table = Record<string, { instruction: string; demonstrations: { input: string; output: string }[] } | undefined>;
const table = prompts.tools as Table;

/** The tool's prompt as shipped. */
export function defaultDraft(tool: string): PromptDraft {
  const entry = table[tool];
  if (!entry) throw new Error(`no prompt for tool ${tool}`);
  return { instruction: entry.instruction, demonstrations: entry.demonstrations.map((d) => ({ ...d, enabled: true })) };
}

/** The template P(x) with its literal "{x}", as `buildPrompt` lays it out. */
export function composePrompt(draft: PromptDraft): string {
  const demos = draft.demonstrations.filter((d) => d.enabled).map((d) => `Input: ${d.input}\nOutput: ${d.output}`);
  const blocks = [draft.instruction, ...demos, `Input: ${PROMPT_PLACEHOLDER}\nOutput:`];
  return blocks.join('\n\n');
}

export function sameDraft(a: PromptDraft, b: PromptDraft): boolean {
  return composePrompt(a) === composePrompt(b) && a.demonstrations.length === b.demonstrations.length;
}
