import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement } from 'lit/decorators.js';
import type { ModelStatus } from '../../app/client.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './backend-badge.styles.ts';

/**
 * @summary Which backend runs each model (WebGPU, or wasm × threads) and in which dtype; a progress bar while a model loads.
 */
@customElement('tf-backend-badge')
export class BackendBadgeElement extends LabElement {
  static override styles = styles;

  private readonly onModels = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    this.lab.client.addEventListener('models', this.onModels);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lab.client.removeEventListener('models', this.onModels);
  }

  override render() {
    const models = [...this.lab.client.models.entries()];
    if (models.length === 0) return html`<span class="badge loading" role="status"><span class="dot"></span>${msg('starting the model worker…')}</span>`;
    return models.map(([name, status]) => this.badge(name, status));
  }

  private badge(name: string, status: ModelStatus) {
    if (status.state === 'loading') {
      const p = Math.round(status.progress ?? 0);
      // The files, then two steps that take time of their own (seconds on wasm), each named.
      const step =
        status.step === 'prepare'
          ? msg('preparing: onnxruntime compiles its wasm and the model’s graph…', { desc: 'a model loading: its second step' })
          : status.step === 'warm-up'
            ? msg('warming up: a first forward pass…', { desc: 'a model loading: its last step' })
            : null;
      return html`<span class="badge loading" role="status" data-model=${name} data-step=${status.step ?? 'download'}>
        <span class="dot"></span><span class="name">${name}</span>
        ${step ?? html`${msg('loading', { desc: 'a model’s files downloading; stands before a progress bar' })} <progress max="100" value=${p} aria-label=${msg(str`loading ${name}: ${p}%`, { desc: 'a model’s files downloading: its name, then how far' })}></progress>`}
      </span>`;
    }
    if (status.state === 'error') {
      return html`<span class="badge error" role="alert" data-model=${name}><span class="dot"></span>${msg(html`<span class="name">${name}</span> did not load: ${status.error}`, { desc: 'a model failed to load: its name, then the error' })}</span>`;
    }
    const info = status.info!;
    const backend =
      info.device === 'webgpu'
        ? 'WebGPU'
        : info.device === 'wasm'
          ? info.threads === 1
            ? msg(str`wasm ×${info.threads} thread`, { desc: 'the backend: WebAssembly on one thread' })
            : msg(str`wasm ×${info.threads} threads`, { desc: 'the backend: WebAssembly on several threads' })
          : info.device;
    const [loadMs, warmupMs] = [Math.round(info.loadMs), Math.round(info.warmupMs)];
    const title = info.fallback
      ? msg(str`${name}: ${backend}, ${info.dtype}; context ${info.contextSize} tokens; loaded in ${loadMs} ms, warm-up ${warmupMs} ms; ${info.fallback}`, { desc: 'tooltip of a loaded model: name, backend, dtype, sizes and times; the last blank says why it fell back to another backend' })
      : msg(str`${name}: ${backend}, ${info.dtype}; context ${info.contextSize} tokens; loaded in ${loadMs} ms, warm-up ${warmupMs} ms`, { desc: 'tooltip of a loaded model: name, backend, dtype, sizes and times' });
    return html`<span class="badge" title=${title} data-model=${name} data-backend=${info.device} data-dtype=${info.dtype}>
      <span class="dot"></span><span class="name">${name}</span> ${backend} · ${info.dtype}
      ${info.fallback ? html`<span class="muted">(${info.fallback})</span>` : nothing}
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-backend-badge': BackendBadgeElement;
  }
}
