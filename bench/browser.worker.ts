/// <reference lib="webworker" />
/**
 * The browser half of `npm run bench`: the shared measurements (bench/measure.ts)
 * in a Web Worker, as the lab runs its model (src/worker/model.worker.ts), on the
 * backend the page asks for. WebGPU is used even when the adapter is software
 * (SwiftShader): the point is to measure it, not to pick the faster backend.
 */
import { env } from '@huggingface/transformers';
import { LanguageModel, type Dtype } from '../src/lm/language-model.ts';
import { configureRuntime, ortWasmFiles } from '../src/lm/runtime.ts';
import { measure } from './measure.ts';
import type { BenchMessage, BenchRequest } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;
const post = (m: BenchMessage) => self.postMessage(m);

/** As the lab's worker: all cores up to 4 when cross-origin isolated, else 1. */
const threads = self.crossOriginIsolated ? Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)) : 1;

type Adapter = { isFallbackAdapter?: boolean; info?: { vendor?: string; architecture?: string; description?: string; isFallbackAdapter?: boolean } };

async function describeAdapter(): Promise<string | null> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<Adapter | null> } }).gpu;
  if (!gpu) return null;
  const adapter = await gpu.requestAdapter().catch(() => null);
  if (!adapter) return null;
  const info = adapter.info ?? {};
  const name = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ') || 'unknown adapter';
  const fallback = info.isFallbackAdapter ?? adapter.isFallbackAdapter;
  return fallback || /swiftshader/i.test(name) ? `${name}, software` : name;
}

self.onmessage = async (e: MessageEvent<BenchRequest>) => {
  const { backend, models, repeat, annotateTexts } = e.data;
  try {
    const base = import.meta.env.BASE_URL;
    configureRuntime({
      modelsPath: `${base}models/`,
      wasmPaths: ortWasmFiles(`${base}ort/`, backend),
      numThreads: threads,
    });
    env.useWasmCache = false;
    let adapter: string | undefined;
    if (backend === 'webgpu') {
      const described = await describeAdapter();
      if (!described) throw new Error('no WebGPU adapter in this browser');
      adapter = described;
    }
    // The lab's dtypes: fp32 on WebGPU, fp16 on wasm (src/worker/model.worker.ts).
    const dtype: Dtype = e.data.dtype ?? (backend === 'webgpu' ? 'fp32' : 'fp16');
    const result = await measure({
      backend: backend === 'webgpu' ? 'Chromium, WebGPU' : 'Chromium, wasm',
      models,
      load: (name) => LanguageModel.load(name, { device: backend, dtype }),
      // SwiftShader runs every shader on the CPU and compiles a pipeline per new shape, slowly:
      // best of 2 (the first run compiles, the second is timed) is what it can afford.
      repeat: repeat ?? (adapter?.endsWith('software') ? 2 : undefined),
      log: (line) => post({ type: 'log', line }),
      threads: backend === 'wasm' ? threads : undefined,
      annotateTexts,
      adapter,
    });
    post({ type: 'result', result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
  }
};
