/**
 * The paper's own numbers that the lab sets beside its own (Schick et al., 2023; the lab's
 * reference copy: ../shared/reference/toolformer-paper.md). Typed once, here, from the paper;
 * every number of ours beside them is read from the shipped files (models/eval/*).
 */

/** GPT-J, the model the paper annotates with and fine-tunes. */
export const PAPER_MODEL = { name: 'GPT-J', parameters: 6.7e9 } as const;

/** Scaling (GPT-2 124M … 1.6B and GPT-J): the benefit of tools appears around this size. */
export const TOOL_USE_EMERGES_AT = 775e6;

/** Table 2: examples with calls in C* at τf 0.5 / 1.0 / 2.0, per tool. */
export const PAPER_KEPT: Readonly<Record<string, Readonly<Record<'0.5' | '1' | '2', number>>>> = {
  QA: { '0.5': 51_987, '1': 18_526, '2': 5_135 },
  WikiSearch: { '0.5': 207_241, '1': 60_974, '2': 13_944 },
  Calculator: { '0.5': 3_680, '1': 994, '2': 138 },
  Calendar: { '0.5': 61_811, '1': 20_587, '2': 3_007 },
  MT: { '0.5': 3_156, '1': 1_034, '2': 229 },
};

/** The math benchmarks (accuracy %): ASDiv, SVAMP, MAWPS. */
export const PAPER_MATH = {
  sets: ['ASDiv', 'SVAMP', 'MAWPS'],
  rows: [
    { model: 'GPT-J', values: [7.5, 5.2, 9.9] },
    { model: 'Toolformer (disabled)', values: [14.8, 6.3, 15.0] },
    { model: 'Toolformer', values: [40.4, 29.4, 44.0] },
  ],
  /** How often Toolformer called the calculator on them (%). */
  toolUse: 97.9,
} as const;

/** DATESET (accuracy %), and how often Toolformer called the calendar there. */
export const PAPER_DATES = { gptj: 3.9, toolformer: 27.3, toolUse: 54.8 } as const;

/** Decoding with k = 1 and k = 10: how often the model calls a tool (%). */
export const PAPER_CALL_RATE = [
  { set: 'T-REx', k1: 40.3, k10: 98.1 },
  { set: 'WebQS', k1: 8.5, k10: 100 },
] as const;

/** Perplexity on WikiText / CCNet, tools disabled: tool data does not hurt language modelling. */
export const PAPER_PERPLEXITY = [
  { model: 'GPT-J + CC', wikitext: 10.3, ccnet: 10.5 },
  { model: 'Toolformer (disabled)', wikitext: 10.3, ccnet: 10.5 },
] as const;
