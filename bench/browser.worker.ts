/// <reference lib="webworker" />
/**
 * The browser half of `npm run bench`: the shared measurements (bench/measure.ts)
 * in a Web Worker, as the lab runs its model (src/worker/model.worker.ts), on the
 * backend the page asks for. WebGPU is used even when the adapter is software
 * (SwiftShader): the point is to measure it, not to pick the faster backend.
 */
import { browserThreads, dtypeFor, startBrowserRuntime, webgpuAdapter } from '../src/lm/browser.ts';
import { LanguageModel, type Dtype } from '../src/lm/language-model.ts';
import { measure } from './measure.ts';
import type { BenchMessage, BenchRequest } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;
const post = (m: BenchMessage) => self.postMessage(m);

self.onmessage = async (e: MessageEvent<BenchRequest>) => {
  const { backend, models, repeat, annotateTexts } = e.data;
  try {
    startBrowserRuntime(backend);
    let adapter: string | undefined;
    if (backend === 'webgpu') {
      const found = await webgpuAdapter();
      if (!found) throw new Error('no WebGPU adapter in this browser');
      adapter = found.software ? `${found.name}, software` : found.name;
    }
    // The lab's dtypes (src/lm/browser.ts), unless the bench asks for another.
    const dtype: Dtype = e.data.dtype ?? dtypeFor(backend);
    const result = await measure({
      backend: backend === 'webgpu' ? 'Chromium, WebGPU' : 'Chromium, wasm',
      models,
      load: (name) => LanguageModel.load(name, { device: backend, dtype }),
      // SwiftShader runs every shader on the CPU and compiles a pipeline per new shape, slowly:
      // best of 2 (the first run compiles, the second is timed) is what it can afford.
      repeat: repeat ?? (adapter?.endsWith('software') ? 2 : undefined),
      log: (line) => post({ type: 'log', line }),
      threads: backend === 'wasm' ? browserThreads() : undefined,
      annotateTexts,
      adapter,
    });
    post({ type: 'result', result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
  }
};
