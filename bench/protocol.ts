/** Messages between the bench page (bench/browser.ts) and its worker (bench/browser.worker.ts). */
import type { BenchResult } from './measure.ts';

export type BenchBackend = 'wasm' | 'webgpu';

export interface BenchRequest {
  backend: BenchBackend;
  /** The models that exist (from /models/index.json). */
  models: string[];
  /** Overrides the lab's dtype (fp16 on wasm, fp32 on WebGPU). */
  dtype?: 'fp32' | 'fp16' | 'q8';
  repeat?: number;
  /** How many texts the annotation measurement runs (default 20). */
  annotateTexts?: number;
}

export type BenchMessage = { type: 'log'; line: string } | { type: 'result'; result: BenchResult } | { type: 'error'; message: string };
