/**
 * The page's side of the worker protocol: numbered requests, promises that
 * settle with the answer to their id, interrupts, and load statuses for the
 * badge. A request that is cancelled rejects with a `cancelled` LabError and
 * anything the worker still sends for it is ignored.
 */
import { msg, str } from '@lit/localize';
import type { DecodeEvent } from '../core/decode.ts';
import type { BackendChoice, LabError, ModelInfo, RequestBody, ResultOf, WorkerRequest, WorkerResponse } from '../worker/protocol.ts';

/** A rejected request: carries the worker's typed error. */
export class LabRequestError extends Error {
  constructor(readonly error: LabError) {
    super(error.message);
  }
}

/** Any rejection of a request as the worker's typed error. */
export function labError(e: unknown): LabError {
  if (e instanceof LabRequestError) return e.error;
  return { kind: 'failed', message: e instanceof Error ? e.message : String(e) };
}

export interface ModelStatus {
  state: 'loading' | 'ready' | 'error';
  /** 0–100 while downloading, when known. */
  progress?: number;
  /** While loading: the files come in, then onnxruntime builds the session, then a warm-up forward. */
  step?: 'download' | 'prepare' | 'warm-up';
  info?: ModelInfo;
  error?: string;
}

export interface Pending<T> {
  id: number;
  promise: Promise<T>;
  /** Interrupts the request in the worker; its promise rejects as cancelled. */
  cancel(): void;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: LabRequestError): void;
  onDecode?: (event: DecodeEvent) => void;
  onProgress?: (done: number, total: number) => void;
  model?: string;
}

export class ModelClient extends EventTarget {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  /** Load status per model name. */
  readonly models = new Map<string, ModelStatus>();
  /** Per-file download progress of the model being loaded. */
  private files = new Map<string, number>();

  constructor(readonly backend: BackendChoice) {
    super();
    this.worker = new Worker(new URL('../worker/model.worker.ts', import.meta.url), { type: 'module', name: 'toolformer-model' });
    this.worker.onmessage = (e: MessageEvent<WorkerResponse>) => this.receive(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      const error: LabError = { kind: 'failed', message: `the model worker stopped: ${e.message || 'unknown error'}` };
      for (const [, w] of this.waiting) w.reject(new LabRequestError(error));
      this.waiting.clear();
      for (const [name] of this.models) this.models.set(name, { state: 'error', error: error.message });
      this.changed();
    };
  }

  /** Sends one request; `onDecode` receives generate's events as they stream, `onProgress` the k sweep's count of decoded prompts. */
  request<T extends RequestBody['type']>(
    body: Extract<RequestBody, { type: T }>,
    onDecode?: (event: DecodeEvent) => void,
    onProgress?: (done: number, total: number) => void,
  ): Pending<ResultOf[T]> {
    const id = this.nextId++;
    const promise = new Promise<ResultOf[T]>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, onDecode, onProgress, model: 'model' in body ? body.model : undefined });
    });
    // A request nobody awaits any more must not surface as an unhandled rejection.
    promise.catch(() => undefined);
    this.worker.postMessage({ ...body, id } as WorkerRequest);
    return {
      id,
      promise,
      cancel: () => {
        const w = this.waiting.get(id);
        if (!w) return;
        this.waiting.delete(id);
        this.worker.postMessage({ type: 'interrupt', id: this.nextId++, target: id } satisfies WorkerRequest);
        w.reject(new LabRequestError({ kind: 'cancelled', message: 'cancelled' }));
      },
    };
  }

  /** Loads a model (the first request for it loads it anyway). */
  load(model: string): Pending<ModelInfo> {
    return this.request({ type: 'load', model, backend: this.backend });
  }

  private receive(message: WorkerResponse): void {
    const w = this.waiting.get(message.id);
    switch (message.type) {
      case 'loading':
        this.files.clear();
        this.models.set(message.model, { state: 'loading', progress: 0 });
        this.changed();
        return;
      case 'progress':
        switch (message.stage) {
          case 'decode':
            w?.onDecode?.(message.event);
            return;
          case 'k-sweep':
          case 'annotate':
            w?.onProgress?.(message.done, message.total);
            return;
          case 'prepare':
          case 'warm-up':
            for (const [name, status] of this.models) if (status.state === 'loading') this.models.set(name, { ...status, progress: 100, step: message.stage });
            this.changed();
            return;
          case 'load':
            if (message.file) this.files.set(message.file, message.progress ?? 0);
            for (const [name, status] of this.models) {
              if (status.state === 'loading') {
                const values = [...this.files.values()];
                this.models.set(name, { state: 'loading', progress: values.reduce((a, b) => a + b, 0) / Math.max(1, values.length) });
              }
            }
            this.changed();
            return;
        }
        return;
      case 'ready':
        this.models.set(message.info.name, { state: 'ready', info: message.info, progress: 100 });
        this.changed();
        return;
      case 'result':
        if (!w) return; // stale: nobody wants it
        this.waiting.delete(message.id);
        w.resolve(message.result);
        return;
      case 'error':
        if (message.error.kind === 'load-failed') {
          this.models.set(message.error.model, { state: 'error', error: message.error.message });
          this.changed();
        }
        if (!w) return;
        this.waiting.delete(message.id);
        w.reject(new LabRequestError(message.error));
        return;
    }
  }

  private changed(): void {
    this.dispatchEvent(new Event('models'));
  }
}

/** Words for an error, said where the learner is looking. */
export function describeError(error: LabError, what = msg('this step', { desc: 'what was too long' })): string {
  switch (error.kind) {
    case 'context-overflow':
      return msg(str`Too long: ${what} needs ${error.length} tokens, but the model reads at most ${error.contextSize}. Nothing was cut off; shorten the text.`);
    case 'load-failed':
      return msg(str`The model “${error.model}” did not load: ${error.message}`);
    case 'cancelled':
      return msg('Stopped.');
    case 'failed':
      return error.message;
  }
}
