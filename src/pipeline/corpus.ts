/**
 * Annotating a corpus (paper §2, Figure 2, over many texts): each tool on the texts its
 * heuristic lets through (§4.1), with that tool's settings, then C* from every tool's kept
 * calls and the funnel per tool (the shape of the paper's Table 2). `toolformer annotate`
 * and the lab's Stage 6 both run this, so the same texts, settings and seed give the same
 * funnel and C* in either.
 */
import { buildAugmentedCorpus, type AugmentedText, type KeptCall } from '../core/augment.ts';
import { filterCall } from '../core/loss.ts';
import { ContextOverflowError } from '../lm/language-model.ts';
import type { Placement } from '../core/placement.ts';
import { parseDay } from '../tools/calendar.ts';
import { getTool, tools } from '../tools/registry.ts';
import { paperSettings } from '../core/paper-settings.ts';
import { annotateText, funnelOf, type AnnotationModel, type Annotation, type Funnel } from './annotate.ts';
import { worthTrying } from './heuristics.ts';
import type { ScoringModel } from './score.ts';

/** One text of C: an id, the text, and its date (for the Calendar) when known. */
export interface CorpusText {
  id: string;
  text: string;
  /** "2023-01-30". */
  date?: string;
}

export interface CorpusSettings {
  tools: readonly string[];
  seed: number;
  placement?: Placement;
  /** τs, k and m for every tool; unset ones are each tool's paper values. */
  overrides?: Partial<Record<'tauS' | 'k' | 'm', number>>;
  /** τf for C*; unset, each tool's paper value (Calculator 0.5, the others 1.0). */
  tauF?: number;
  /** How sampling runs, not what it draws (see AnnotateOptions.branching). */
  branching?: boolean;
  /** The model whose losses filter (default: the one that proposes; see AnnotateOptions.scorer). */
  scorer?: ScoringModel;
}

/** What happened to one text under one tool. */
export interface CorpusRecord {
  id: string;
  date?: string;
  annotation: Annotation;
}

/** Every (text, tool) pair the heuristics let through, in the order they are annotated: tool by tool. */
export function corpusWork(texts: readonly CorpusText[], settings: CorpusSettings): { tool: string; text: CorpusText }[] {
  return settings.tools.flatMap((tool) => texts.filter((t) => worthTrying(tool, t.text, t.date)).map((text) => ({ tool, text })));
}

/** Annotates one (text, tool) pair with the tool's settings. */
export async function annotateCorpusText(lm: AnnotationModel, tool: string, t: CorpusText, settings: CorpusSettings): Promise<CorpusRecord> {
  const spec = getTool(tool);
  if (!spec) throw new Error(`unknown tool "${tool}"`);
  const options = { ...paperSettings(tool), ...settings.overrides, seed: settings.seed, placement: settings.placement, branching: settings.branching, scorer: settings.scorer, now: parseDay(t.date) };
  const annotation = await annotateText(lm, spec, t.text, options);
  for (const s of annotation.samples) s.sample.tokens = []; // the text says it all
  return { id: t.id, ...(t.date ? { date: t.date } : {}), annotation };
}

/** One (text, tool) run: its record, or why the text was left out. */
export type CorpusStep = { tool: string; text: CorpusText } & ({ record: CorpusRecord } | { skipped: string });

/**
 * Annotates every (text, tool) pair the heuristics let through, tool by tool, skipping those
 * `done` holds (`${id}\u0000${tool}`: a resumed run). A text longer than the model's context is
 * left out with its reason; the rest go on.
 */
export async function* annotateCorpus(lm: AnnotationModel, texts: readonly CorpusText[], settings: CorpusSettings, done: ReadonlySet<string> = new Set()): AsyncGenerator<CorpusStep> {
  for (const { tool, text } of corpusWork(texts, settings)) {
    if (done.has(`${text.id}\u0000${tool}`)) continue;
    try {
      yield { tool, text, record: await annotateCorpusText(lm, tool, text, settings) };
    } catch (error) {
      if (!(error instanceof ContextOverflowError)) throw error;
      yield { tool, text, skipped: error.message };
    }
  }
}

/** C* (every tool's calls kept at its τf, merged per text) and the funnel of each tool annotated. */
export function summarizeCorpus(texts: readonly CorpusText[], records: readonly CorpusRecord[], settings: Pick<CorpusSettings, 'tauF'>): { funnel: Funnel[]; cstar: AugmentedText[] } {
  const kept: (KeptCall & { textId: string })[] = records.flatMap((r) => {
    const tauF = settings.tauF ?? paperSettings(r.annotation.tool).tauF;
    return r.annotation.scored
      .filter((s) => filterCall(s.losses, tauF).kept)
      .map((s) => ({
        textId: r.id,
        call: s.call,
        result: s.result!,
        offset: s.offset,
        position: s.position,
        lossMinus: s.verdict.lossMinus,
        lossPlus: s.verdict.lossPlus,
        gain: s.verdict.gain,
      }));
  });
  const annotated = new Set(records.map((r) => r.id));
  const cstar = buildAugmentedCorpus(texts.filter((t) => annotated.has(t.id)), kept, tools);
  const funnel = tools
    .filter((tool) => records.some((r) => r.annotation.tool === tool.name))
    .map((tool) => funnelOf(tool.name, records.filter((r) => r.annotation.tool === tool.name).map((r) => r.annotation)));
  return { funnel, cstar };
}
