/** The tools module: Calculator, Calendar and QA, their prompts P(x), and running calls. */
export type { Tool, ToolOutcome, ToolContext } from './types';
export { buildPrompt, fillPrompt, PROMPT_PLACEHOLDER, promptToolNames } from './prompt';
export { calculator, calculate, formatResult, CALCULATOR_MAX_INPUT, CALCULATOR_MAX_MAGNITUDE } from './calculator';
export { calendar, calendarExecute, formatDate, todaySentence } from './calendar';
export { qa, answerQuestion, QA_MAX_INPUT } from './qa/qa';
export { getKnowledge, createKnowledge, validFacts, passageOf } from './qa/knowledge';
export type { Fact, Knowledge } from './qa/knowledge';
export { expectedType, namesSubject, extractAnswer, MIN_SCORE, TOP_K } from './qa/extract';
export type { ExpectedType, Extraction } from './qa/extract';
export { Bm25Index } from './qa/bm25';
export type { Bm25Hit, Bm25Options } from './qa/bm25';
export { tokenize, stem, words, STOP_WORDS } from './qa/tokenize';
export { tools, getTool, runTool, runWith, DEFAULT_TIMEOUT_MS } from './registry';
export type { RunToolOptions } from './registry';
export { withTimeout, reasonFrom } from './timeout';
