/**
 * The QA tool (paper, §2 "Tools": a question in, a short answer out). The
 * paper uses Atlas; here BM25 retrieval over the lab's fact list plus a typed,
 * entity-checked extraction step, so every answer can be traced to one fact.
 */
import type { Tool, ToolOutcome } from '../types';
import { buildPrompt } from '../prompt';
import { getKnowledge } from './knowledge';
import { extractAnswer } from './extract';
import { reasonFrom } from '../timeout';

/** Longest question the QA tool accepts, in characters. */
export const QA_MAX_INPUT = 200;

/** Answers one question from the shipped facts; `{ ok: false }` when it has no answer. */
export function answerQuestion(question: string): ToolOutcome {
  if (typeof question !== 'string' || question.trim() === '') return { ok: false, reason: 'empty question' };
  if (question.length > QA_MAX_INPUT) return { ok: false, reason: `question longer than ${QA_MAX_INPUT} characters` };
  const found = extractAnswer(question, getKnowledge());
  return found.ok ? { ok: true, result: found.fact.answer } : found;
}

/** The QA tool: `[QA("What other name is Pittsburgh known by?")]` → `Steel City`. */
export const qa: Tool = {
  name: 'QA',
  description: 'Answers a short factual question from the lab’s knowledge base, or says it has no answer.',
  input: 'quoted',
  maxInputLength: QA_MAX_INPUT,
  prompt: buildPrompt('QA'),
  execute: (input) => {
    try {
      return answerQuestion(input);
    } catch (error) {
      // Not expected; reported as a failure, not disguised as "no answer".
      return { ok: false, reason: reasonFrom(error) };
    }
  },
};
