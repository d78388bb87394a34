/**
 * The contract every tool honours. A tool is plain data plus one function:
 * no DOM, no model, so the lab, the CLI and the tests all run the same code.
 */

/** What a tool run gives back: a result text, or nothing with a reason. */
export type ToolOutcome = { ok: true; result: string } | { ok: false; reason: string };

/** What a run may depend on besides its input. `now` is the injectable clock (Calendar). */
export interface ToolContext {
  now?: Date;
}

export interface Tool {
  /** The API name as it appears in a call: `Calculator`, `Calendar`, `QA`. */
  readonly name: string;
  /** One line for the lab and the CLI. */
  readonly description: string;
  /**
   * How the input is written between the parentheses:
   * `none` — `Calendar()`; `raw` — `Calculator(18 / 24)`; `quoted` — `QA("a question")`.
   */
  readonly input: 'none' | 'raw' | 'quoted';
  /** Longest input (in characters) a call may carry; longer ones are malformed. */
  readonly maxInputLength: number;
  /**
   * The annotation prompt P(x) (paper, §2 and Appendix A.2): an instruction and
   * Input/Output demonstrations written by us, ending in `Input: {x}\nOutput:`.
   * The literal `{x}` is replaced by the text to annotate.
   */
  readonly prompt: string;
  /** Runs the tool. Never throws: failures come back as `{ ok: false, reason }`. */
  execute(input: string, context?: ToolContext): ToolOutcome | Promise<ToolOutcome>;
}
