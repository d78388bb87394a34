/**
 * The classroom's sweep sets: lessons/sweep.json (candidate calls labelled useful or
 * useless, for τf and τs) and lessons/k-sweep.json (held-out prompts for k at decoding).
 * The arithmetic on their numbers is in pipeline/sweep.ts.
 */
import { EVAL_MAX_NEW_TOKENS } from '../pipeline/evaluate.ts';
import type { SweepItem } from '../pipeline/sweep.ts';
import type { KSweepItem } from '../worker/protocol.ts';
import kSweepData from '../../lessons/k-sweep.json';
import sweepData from '../../lessons/sweep.json';

export const SWEEP = sweepData as unknown as { id: string; title: string; about: string; items: SweepItem[] };

/** Held-out prompts for the k-at-decoding sweep (lessons/k-sweep.json, copied from models/eval). */
export const K_SWEEP = kSweepData as unknown as { id: string; title: string; about: string; items: KSweepItem[] };
/** k at decoding, 1 (plain greedy) to 10 (the paper's). */
export const K_VALUES = Array.from({ length: 10 }, (_, j) => j + 1);
/** As `toolformer eval` decodes. */
export const K_SWEEP_MAX_NEW_TOKENS = EVAL_MAX_NEW_TOKENS;
