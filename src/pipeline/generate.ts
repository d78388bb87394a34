/** Toolformer inference on a model: the core's decoding loop with the lab's tools. */
import { decodeWithTools, type DecodeEvent, type DecodeOptions } from '../core/decode.ts';
import type { StepModel, Vocabulary } from '../core/model.ts';
import { runTool, tools } from '../tools/registry.ts';

export interface GenerateOptions extends DecodeOptions {
  /** "Today" for the Calendar. */
  now?: Date;
}

/** Decodes a continuation of `prompt`, calling tools as the model asks. */
export function generate(lm: StepModel & { vocab: Vocabulary }, prompt: string, options: GenerateOptions = {}): AsyncGenerator<DecodeEvent, void, void> {
  const { now, ...decode } = options;
  return decodeWithTools(lm, lm.vocab, tools, (call) => runTool(call.tool, call.input, { now }), lm.vocab.encode(prompt), decode);
}
