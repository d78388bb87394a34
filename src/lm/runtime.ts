/**
 * Where transformers.js finds models and onnxruntime's wasm files, and which
 * device runs them. Nothing is ever fetched from a hub or a CDN.
 */
import { env } from '@huggingface/transformers';

/** The devices the lab can run on. `cpu` is onnxruntime-node (Node only). */
export type Device = 'webgpu' | 'wasm' | 'cpu';

export interface RuntimeOptions {
  /** Folder (Node) or URL path (browser) holding one sub-folder per model. */
  modelsPath: string;
  /**
   * Browser: URL folder that serves onnxruntime-web's .wasm/.mjs files, or the
   * two files by name (then onnxruntime's pthread workers start from that .mjs,
   * not from the bundle that imported it).
   */
  wasmPaths?: string | { mjs: string; wasm: string };
  /** Threads for wasm; the default onnxruntime picks is 1 on small machines. */
  numThreads?: number;
}

/**
 * onnxruntime-web's files for the device the first model loads on (it starts once per worker),
 * under the site's `ortPath`: the asyncify build that WebGPU needs (27 MB), or the plain one on
 * wasm (14 MB: it compiles and starts in about half the time).
 */
export function ortWasmFiles(ortPath: string, device: Device): { mjs: string; wasm: string } {
  const build = device === 'webgpu' ? 'ort-wasm-simd-threaded.asyncify' : 'ort-wasm-simd-threaded';
  return { mjs: `${ortPath}${build}.mjs`, wasm: `${ortPath}${build}.wasm` };
}

let configured: RuntimeOptions | null = null;

/** Points transformers.js at the lab's own files, with remote loading off. */
export function configureRuntime(options: RuntimeOptions): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = options.modelsPath.endsWith('/') ? options.modelsPath : options.modelsPath + '/';
  // The browser cache would keep a stale model across rebuilds; the site is small.
  env.useBrowserCache = false;
  const wasm = env.backends.onnx.wasm;
  if (wasm && options.wasmPaths) wasm.wasmPaths = options.wasmPaths;
  if (wasm && options.numThreads) wasm.numThreads = options.numThreads;
  configured = options;
}

export function runtimeConfigured(): boolean {
  return configured !== null;
}

/** The best device here: WebGPU when an adapter exists, else wasm (browser) or cpu (Node). */
export async function pickDevice(): Promise<Device> {
  const isNode = typeof process !== 'undefined' && !!process.versions?.node;
  if (isNode) return 'cpu';
  const gpu = (globalThis.navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } })?.gpu;
  if (gpu) {
    try {
      if (await gpu.requestAdapter()) return 'webgpu';
    } catch {
      // no adapter: fall through to wasm
    }
  }
  return 'wasm';
}
