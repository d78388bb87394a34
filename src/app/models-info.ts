/**
 * What the shipped models are, read from their own files: each model's config.json (its
 * shape and the training run that made it, written by train/export.py), the corpus
 * generator's counts (models/eval/corpus.json), the annotation funnel that made C*
 * (models/eval/funnel.json), round 2's (models/eval/funnel-round2.json) and `toolformer eval --json` (models/eval/report.json).
 * Nothing here is typed by hand; the models panel and the paper view show it.
 */
import baseConfig from '../../models/base/config.json';
import controlConfig from '../../models/control/config.json';
import toolformerConfig from '../../models/toolformer/config.json';
import corpusStats from '../../models/eval/corpus.json';
import funnelData from '../../models/eval/funnel.json';
import funnelRound2Data from '../../models/eval/funnel-round2.json';
import reportData from '../../models/eval/report.json';
import type { Funnel } from '../pipeline/annotate.ts';
import type { CalibrationRow, Summary } from '../pipeline/evaluate.ts';

/** The parts of a GPT-2 config.json the lab reads. */
export interface ModelConfig {
  vocab_size: number;
  n_positions: number;
  n_embd: number;
  n_layer: number;
  n_head: number;
  toolformer_lab?: { source: string; step: number; train_args: { data: string; init?: string | null; lr: number; batch_size: number; finetune: boolean } };
}

/**
 * Parameters of a GPT-2 with tied input and output embeddings: token and position
 * embeddings, per layer two layer norms, attention (qkv and projection) and the 4×-wide MLP,
 * and the final layer norm. GPT-2 small's config gives its published 124,439,808.
 */
export function parameterCount(c: Pick<ModelConfig, 'vocab_size' | 'n_positions' | 'n_embd' | 'n_layer'>): number {
  const d = c.n_embd;
  const layer = 2 * (2 * d) + (d * 3 * d + 3 * d) + (d * d + d) + (d * 4 * d + 4 * d) + (4 * d * d + d);
  return c.vocab_size * d + c.n_positions * d + c.n_layer * layer + 2 * d;
}

/** "train/data/pretrain.txt:0.3,…" → [{ file: 'pretrain.txt', share: 0.3 }, …]. */
export function dataMix(data: string): { file: string; share: number }[] {
  return data.split(',').map((part) => {
    const at = part.lastIndexOf(':');
    const [path, share] = at > 0 && Number.isFinite(Number(part.slice(at + 1))) ? [part.slice(0, at), Number(part.slice(at + 1))] : [part, 1];
    return { file: path.split('/').at(-1)!, share };
  });
}

/** A training run as config.json records it: where it started, what it read, how long. */
export interface TrainingRun {
  /** The checkpoint it started from (its file name), or null for a run from scratch. */
  from: string | null;
  mix: { file: string; share: number }[];
  steps: number;
  batch: number;
  lr: number;
}

export function trainingRun(c: ModelConfig): TrainingRun | null {
  const t = c.toolformer_lab;
  if (!t) return null;
  const from = t.train_args.init ? t.train_args.init.split('/').slice(-2).join('/') : null;
  return { from, mix: dataMix(t.train_args.data), steps: t.step, batch: t.train_args.batch_size, lr: t.train_args.lr };
}

export type ModelName = 'base' | 'toolformer' | 'control';
export const MODEL_CONFIGS: Readonly<Record<ModelName, ModelConfig>> = { base: baseConfig, toolformer: toolformerConfig, control: controlConfig };

/** The corpus generator's counts (train/corpus/build.py's stats.json, copied by train/build-models.sh). */
type CorpusPart = { docs: number; chars: number; by_tool?: Record<string, number> };
export interface CorpusStats {
  pretrain_components: Record<string, CorpusPart> & { demos: CorpusPart; summary: CorpusPart };
  annotate_domains: Record<string, { texts: number; chars: number }>;
  facts: { pretrain: number; held_out: number; total: number };
}
export const CORPUS: CorpusStats = corpusStats;

/** `toolformer annotate`'s funnel.json: the texts annotated, each tool's funnel, the calls written into C*. */
export interface FunnelRun {
  /** The model that proposed the calls. */
  model: string;
  /** The model whose losses filtered them (`annotate --scorer`; files written before that option lack it: the proposer). */
  scorer?: string;
  texts: number;
  placement: string;
  funnel: Funnel[];
  cstar: number;
}
/** Round 1, the shipped C*: base proposes and filters. */
export const FUNNEL: FunnelRun = funnelData;
/** Round 2 (the paper's Limitations: apply the method again): the round-1 model proposes on the same texts, base still filters. */
export const FUNNEL_ROUND2: FunnelRun & { scorer: string } = funnelRound2Data;

/** `toolformer eval --json` (cli/commands/eval.ts): accuracy per model and task, tool use, call rates, perplexity. */
export interface EvalReport {
  hand: { split: string; items: Record<string, number>; accuracy: Record<string, Record<string, Summary>>; failures?: Record<string, Record<string, number>> };
  items: Record<string, number>;
  accuracy: Record<string, Record<string, Summary>>;
  perplexity: Record<string, number>;
  callRate: Record<string, number>;
  /** The paper's decoding analysis, k = 1…10 on the generated sets (pipeline/evaluate.ts calibrationRow). */
  calibration?: CalibrationRow[];
}
export const REPORT: EvalReport = reportData;
