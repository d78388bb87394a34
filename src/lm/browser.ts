/**
 * The browser's side of the runtime, for the lab's worker and the bench's alike: how many
 * wasm threads, which WebGPU adapter there is (asked once), which device and dtype a model
 * runs on, and onnxruntime started from the site's own files.
 */
import { env } from '@huggingface/transformers';
import type { Dtype } from './language-model.ts';
import { configureRuntime, ortWasmFiles, type Device } from './runtime.ts';

/** Threads for wasm: all cores up to 4 when cross-origin isolated, else 1 (no SharedArrayBuffer). */
export function browserThreads(): number {
  return globalThis.crossOriginIsolated ? Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)) : 1;
}

export interface AdapterInfo {
  /** Vendor, architecture, description. */
  name: string;
  /** A software adapter (SwiftShader) emulates the GPU on the CPU. */
  software: boolean;
}

type GpuAdapter = { isFallbackAdapter?: boolean; info?: { vendor?: string; architecture?: string; description?: string; isFallbackAdapter?: boolean } };
let adapter: Promise<AdapterInfo | null> | undefined;

/** The WebGPU adapter here (null: none), asked for once per worker. */
export function webgpuAdapter(): Promise<AdapterInfo | null> {
  adapter ??= (async () => {
    const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<GpuAdapter | null> } }).gpu;
    const found = await gpu?.requestAdapter().catch(() => null);
    if (!found) return null;
    const info = found.info ?? {};
    const name = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ') || 'unknown adapter';
    return { name, software: !!(info.isFallbackAdapter ?? found.isFallbackAdapter) || /swiftshader/i.test(name) };
  })();
  return adapter;
}

export type BackendChoice = 'auto' | 'wasm' | 'webgpu';

/** The device for a choice: WebGPU when asked and there, or on `auto` when the adapter is real hardware; else wasm, saying why. */
export async function chooseDevice(choice: BackendChoice): Promise<{ device: Device; fallback?: string }> {
  if (choice === 'wasm') return { device: 'wasm' };
  const found = await webgpuAdapter();
  if (!found) return { device: 'wasm', fallback: (navigator as { gpu?: unknown }).gpu ? 'no WebGPU adapter' : 'no WebGPU in this browser' };
  // On a software adapter wasm is faster: `auto` takes it, an explicit `webgpu` still gets WebGPU.
  if (choice === 'auto' && found.software) return { device: 'wasm', fallback: 'WebGPU is software-only here; wasm is faster' };
  return { device: 'webgpu' };
}

/** fp32 on WebGPU (fp16 needs shader-f16, which many adapters lack); fp16 on wasm (q8 moves log-probs by ~0.07). */
export const dtypeFor = (device: Device): Dtype => (device === 'webgpu' ? 'fp32' : 'fp16');

let started = false;
/** onnxruntime from the site's own files, for the first model's device (it starts once per worker). */
export function startBrowserRuntime(device: Device): void {
  if (started) return;
  const base = import.meta.env.BASE_URL; // '/' unless the site is built for a sub-path
  configureRuntime({ modelsPath: `${base}models/`, wasmPaths: ortWasmFiles(`${base}ort/`, device), numThreads: browserThreads() });
  // Load onnxruntime's files straight from the site (no Cache Storage copy that could go stale).
  env.useWasmCache = false;
  started = true;
}
