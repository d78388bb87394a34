/**
 * The bench page: reads ?backend=wasm|webgpu (and optional ?dtype=, ?repeat=),
 * asks the server which models exist, runs bench/measure.ts in a worker and
 * leaves the result in the page (window.benchResult / window.benchError) for
 * bench/browser-run.ts to read.
 */
import { table, type BenchResult } from './measure.ts';
import type { BenchMessage, BenchRequest } from './protocol.ts';

declare global {
  interface Window {
    benchResult?: BenchResult;
    benchError?: string;
  }
}

const params = new URLSearchParams(location.search);
const backend = params.get('backend') === 'webgpu' ? 'webgpu' : 'wasm';
const dtype = params.get('dtype') as BenchRequest['dtype'] | null;
const repeat = Number(params.get('repeat')) || undefined;
const annotateTexts = params.has('annotate-texts') ? Number(params.get('annotate-texts')) : undefined;
const logEl = document.getElementById('log')!;
const resultEl = document.getElementById('result')!;

function log(line: string): void {
  console.log(`[bench ${backend}] ${line}`);
  logEl.textContent += line + '\n';
}

function fail(message: string): void {
  window.benchError = message;
  log(`error: ${message}`);
}

try {
  if (!crossOriginIsolated) log('warning: the page is not cross-origin isolated; wasm runs on one thread');
  const index = (await (await fetch('/models/index.json')).json()) as { models: string[] };
  log(`backend ${backend}; models: ${index.models.join(', ') || 'none'}`);
  const worker = new Worker(new URL('./browser.worker.ts', import.meta.url), { type: 'module' });
  worker.onerror = (e) => fail(`worker: ${e.message || 'failed to start'}`);
  worker.onmessage = (e: MessageEvent<BenchMessage>) => {
    const m = e.data;
    if (m.type === 'log') log(m.line);
    else if (m.type === 'error') fail(m.message);
    else {
      resultEl.textContent = `${table([m.result])}\n\n${JSON.stringify(m.result, null, 2)}`;
      window.benchResult = m.result;
      worker.terminate();
    }
  };
  const request: BenchRequest = { backend, models: index.models, ...(dtype ? { dtype } : {}), ...(repeat ? { repeat } : {}), ...(annotateTexts !== undefined ? { annotateTexts } : {}) };
  worker.postMessage(request);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
