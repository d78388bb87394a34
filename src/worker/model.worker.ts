/// <reference lib="webworker" />
/**
 * The model worker: all model work of the lab runs here, off the page's
 * thread, through src/lm and src/pipeline — the same code as the CLI.
 *
 * One lazy singleton per model name; a warm-up forward after loading (compiles
 * WebGPU shaders, touches every wasm page); requests run one at a time in
 * arrival order; `interrupt` marks a request as stale, and work checks the
 * mark between steps.
 */
import type { StepModel, TokenStreams } from '../core/model.ts';
import { ContextOverflowError, LanguageModel } from '../lm/language-model.ts';
import { browserThreads, chooseDevice, dtypeFor, startBrowserRuntime } from '../lm/browser.ts';
import { evaluateItem } from '../pipeline/evaluate.ts';
import { generate } from '../pipeline/generate.ts';
import type { AnnotationModel } from '../pipeline/annotate.ts';
import { annotateCorpus, corpusWork, summarizeCorpus, type CorpusRecord } from '../pipeline/corpus.ts';
import { scanPositions, type PositionScan } from '../pipeline/positions.ts';
import { sampleAtPositions } from '../pipeline/sample.ts';
import { scoreWritten } from '../pipeline/labelled.ts';
import { scoreCandidates } from '../pipeline/score.ts';
import { tokenize } from '../pipeline/text.ts';
import { tools } from '../tools/registry.ts';
import { parseDay } from '../tools/calendar.ts';
import type {
  AnnotateCorpusRequest,
  AnnotateCorpusResult,
  BackendChoice,
  GenerateRequest,
  KSweepRequest,
  KSweepRun,
  LabError,
  LoadRequest,
  ModelInfo,
  ResultOf,
  WorkerRequest,
  WorkerResponse,
} from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: WorkerResponse) => self.postMessage(message);

interface Loaded {
  lm: LanguageModel;
  info: ModelInfo;
}
const models = new Map<string, Promise<Loaded>>();

async function loadOnce(name: string, choice: BackendChoice, id: number): Promise<Loaded> {
  post({ type: 'loading', id, model: name });
  const started = performance.now();
  let { device, fallback } = await chooseDevice(choice);
  startBrowserRuntime(device);
  const onProgress = (p: { status: string; file?: string; progress?: number }) => {
    if (p.status === 'progress') post({ type: 'progress', id, stage: 'load', file: p.file, progress: p.progress });
    if (p.status === 'prepare') post({ type: 'progress', id, stage: 'prepare' });
  };
  let lm: LanguageModel;
  try {
    lm = await LanguageModel.load(name, { device, dtype: dtypeFor(device), onProgress });
  } catch (error) {
    if (device !== 'webgpu') throw error;
    // WebGPU refused the model: say so and carry on with wasm.
    fallback = `WebGPU failed (${firstLine(error)}); using wasm`;
    device = 'wasm';
    lm = await LanguageModel.load(name, { device, dtype: dtypeFor(device), onProgress });
  }
  const loadMs = performance.now() - started;
  post({ type: 'progress', id, stage: 'warm-up' });
  const warm = performance.now();
  await lm.nextTokenLogits(lm.vocab.encode('The'));
  const info: ModelInfo = {
    name,
    device: lm.device,
    dtype: lm.dtype,
    threads: lm.device === 'wasm' ? browserThreads() : 1,
    contextSize: lm.contextSize,
    vocabSize: lm.vocabSize,
    ...(fallback ? { fallback } : {}),
    loadMs,
    ...lm.loadTimes,
    warmupMs: performance.now() - warm,
  };
  return { lm, info };
}

let backend: BackendChoice = 'auto';

/** The model `name`, loaded once; statuses go to the request that asked. */
async function model(name: string, id: number): Promise<LanguageModel> {
  let loaded = models.get(name);
  if (!loaded) {
    loaded = loadOnce(name, backend, id);
    models.set(name, loaded);
    loaded.catch(() => models.delete(name)); // a failed load may be retried
  }
  const { lm, info } = await loaded.catch((error: unknown) => {
    throw Object.assign(new Error(firstLine(error)), { loadFailed: name });
  });
  post({ type: 'ready', id, info });
  return lm;
}

/** One cached scan, with its KV cache: sampling branches off the position scan's own states. */
let lastScan: { key: string; scan: PositionScan } | null = null;
async function scan(lm: LanguageModel, prompt: string, text: string): Promise<PositionScan> {
  const key = `${lm.name}\u0000${prompt}\u0000${text}`;
  if (lastScan?.key === key) return lastScan.scan;
  const s = await scanPositions(lm, { prompt }, text, { keep: true });
  lastScan?.scan.context?.dispose();
  lastScan = { key, scan: s };
  return s;
}

const stale = new Set<number>();
const controllers = new Map<number, AbortController>();

class Cancelled extends Error {}
function check(id: number): void {
  if (stale.has(id)) throw new Cancelled('cancelled');
}

/** The model as sampling sees it, checking for an interrupt before every step. */
function cancellable(lm: LanguageModel, id: number): StepModel {
  const checked = (streams: TokenStreams): TokenStreams => ({
    append: async (tokens) => {
      check(id); // the sampler's finally disposes the cache
      return streams.append(tokens);
    },
    dispose: () => streams.dispose(),
  });
  return {
    maxStreamTokens: lm.maxStreamTokens,
    async open(prefix, batch) {
      check(id);
      const { streams, logits } = await lm.open(prefix, batch);
      return { logits, streams: checked(streams) };
    },
    branch: (context, at) => checked(lm.branch(context, at)),
  };
}

async function handle(request: Exclude<WorkerRequest, { type: 'interrupt' }>): Promise<ResultOf[keyof ResultOf]> {
  const { id } = request;
  check(id);
  switch (request.type) {
    case 'load': {
      backend = (request as LoadRequest).backend;
      await model(request.model, id);
      return (await models.get(request.model)!).info;
    }
    case 'tokenize': {
      const lm = await model(request.model, id);
      return { x: tokenize(lm.vocab, request.text), contextSize: lm.contextSize };
    }
    case 'positions': {
      const lm = await model(request.model, id);
      const t0 = performance.now();
      const s = await scan(lm, request.prompt, request.text);
      return {
        x: s.x,
        probabilities: s.probabilities,
        promptTokens: s.head.length + s.continuation.ids.length + 1,
        contextSize: lm.contextSize,
        ms: performance.now() - t0,
      };
    }
    case 'sample': {
      const lm = await model(request.model, id);
      const t0 = performance.now();
      const s = await scan(lm, request.prompt, request.text);
      const samples = await sampleAtPositions(cancellable(lm, id), lm.vocab, tools, request.tool, s, request.positions, {
        m: request.m,
        seed: request.seed,
        check: () => check(id),
      });
      return { samples, ms: performance.now() - t0 };
    }
    case 'score': {
      const lm = await model(request.model, id);
      const t0 = performance.now();
      const x = tokenize(lm.vocab, request.text);
      const scored = await scoreCandidates(lm, x, request.candidates, { placement: request.placement, tauF: request.tauF, tools });
      return { scored, ms: performance.now() - t0 };
    }
    case 'written': {
      const lm = await model(request.model, id);
      const t0 = performance.now();
      const scores = await scoreWritten(lm, request.items, { placement: request.placement, check: () => check(id) });
      return { scores, ms: performance.now() - t0 };
    }
    case 'generate':
      return runGenerate(request);
    case 'k-sweep':
      return runKSweep(request);
    case 'annotate-corpus':
      return runAnnotateCorpus(request);
  }
}

/** A whole corpus through pipeline/corpus.ts (what `toolformer annotate` runs), checking for an interrupt before every step. */
async function runAnnotateCorpus(request: AnnotateCorpusRequest) {
  const { id } = request;
  const lm = await model(request.model, id);
  const annotating: AnnotationModel = {
    ...cancellable(lm, id),
    vocab: lm.vocab,
    logProbsOfTokenAtEveryPosition: (...a) => (check(id), lm.logProbsOfTokenAtEveryPosition(...a)),
    targetLogProbs: (sequences) => (check(id), lm.targetLogProbs(sequences)),
  };
  const t0 = performance.now();
  const total = corpusWork(request.texts, request.settings).length;
  const records: CorpusRecord[] = [];
  const skipped: AnnotateCorpusResult['skipped'] = [];
  let done = 0;
  for await (const step of annotateCorpus(annotating, request.texts, request.settings)) {
    if ('skipped' in step) skipped.push({ id: step.text.id, tool: step.tool, reason: step.skipped });
    else records.push(step.record);
    post({ type: 'progress', id, stage: 'annotate', done: ++done, total });
  }
  const { funnel, cstar } = summarizeCorpus(request.texts, records, request.settings);
  return { funnel, cstar, runs: records.length, skipped, ms: performance.now() - t0 } satisfies AnnotateCorpusResult;
}

/** Each prompt decoded once per k by pipeline/evaluate.ts, checking for an interrupt before every step. */
async function runKSweep(request: KSweepRequest) {
  const { id } = request;
  const lm = await model(request.model, id);
  const step = { ...cancellable(lm, id), vocab: lm.vocab };
  const t0 = performance.now();
  const total = request.ks.length * request.items.length;
  const runs: KSweepRun[] = [];
  for (const k of request.ks) {
    const run: KSweepRun = { k, items: [] };
    for (const item of request.items) {
      check(id);
      const r = await evaluateItem(step, item.kind, item, { k, disableTools: false }, request.maxNewTokens);
      run.items.push({ id: item.id, called: r.calls.length > 0, correct: r.correct, completion: r.completion });
      post({ type: 'progress', id, stage: 'k-sweep', done: runs.length * request.items.length + run.items.length, total });
    }
    runs.push(run);
  }
  return { runs, ms: performance.now() - t0 };
}

async function runGenerate(request: GenerateRequest) {
  const { id } = request;
  const lm = await model(request.model, id);
  const controller = new AbortController();
  controllers.set(id, controller);
  if (stale.has(id)) controller.abort();
  const now = parseDay(request.now);
  const t0 = performance.now();
  let tokens = 0;
  try {
    for await (const event of generate(lm, request.prompt, {
      k: request.k,
      maxCalls: request.maxCalls,
      disableTools: request.disableTools,
      maxNewTokens: request.maxNewTokens,
      stopAtNewline: request.stopAtNewline,
      now: now && !Number.isNaN(now.getTime()) ? now : undefined,
      signal: controller.signal,
    })) {
      if (event.type === 'token') tokens++;
      post({ type: 'progress', id, stage: 'decode', event });
      if (event.type === 'done') {
        if (event.reason === 'cancelled') throw new Cancelled('cancelled');
        const seconds = (performance.now() - t0) / 1000;
        return { completion: event.completion, calls: event.calls, reason: event.reason, tokensPerSecond: seconds > 0 ? tokens / seconds : 0 };
      }
    }
    throw new Error('decoding ended without a done event');
  } finally {
    controllers.delete(id);
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 300) || 'unknown error';
}

function asLabError(error: unknown): LabError {
  if (error instanceof Cancelled) return { kind: 'cancelled', message: 'cancelled' };
  if (error instanceof ContextOverflowError) return { kind: 'context-overflow', message: error.message, length: error.length, contextSize: error.contextSize };
  const failedModel = (error as { loadFailed?: string })?.loadFailed;
  if (failedModel) return { kind: 'load-failed', message: firstLine(error), model: failedModel };
  return { kind: 'failed', message: firstLine(error) };
}

let queue: Promise<unknown> = Promise.resolve();

// The page's console shows its own Content-Security-Policy violations, not a worker's: say them.
self.addEventListener('securitypolicyviolation', (event) => {
  const e = event as SecurityPolicyViolationEvent;
  console.error(`Content-Security-Policy: the model worker was refused ${e.blockedURI || 'inline code'} (${e.violatedDirective})`);
});

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const request = e.data;
  if (request.type === 'interrupt') {
    stale.add(request.target);
    controllers.get(request.target)?.abort();
    return;
  }
  queue = queue.then(async () => {
    try {
      const result = await handle(request);
      if (stale.has(request.id)) throw new Cancelled('cancelled');
      post({ type: 'result', id: request.id, result });
    } catch (error) {
      post({ type: 'error', id: request.id, error: asLabError(error) });
    } finally {
      stale.delete(request.id);
    }
  });
};
