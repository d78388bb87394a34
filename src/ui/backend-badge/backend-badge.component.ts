import { html, nothing } from 'lit';
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
    if (models.length === 0) return html`<span class="badge loading" role="status"><span class="dot"></span>starting the model worker…</span>`;
    return models.map(([name, status]) => this.badge(name, status));
  }

  private badge(name: string, status: ModelStatus) {
    if (status.state === 'loading') {
      const p = Math.round(status.progress ?? 0);
      // The files, then two steps that take time of their own (seconds on wasm), each named.
      const step =
        status.step === 'prepare' ? 'preparing: onnxruntime compiles its wasm and the model’s graph…' : status.step === 'warm-up' ? 'warming up: a first forward pass…' : null;
      return html`<span class="badge loading" role="status" data-model=${name} data-step=${status.step ?? 'download'}>
        <span class="dot"></span><span class="name">${name}</span>
        ${step ?? html`loading <progress max="100" value=${p} aria-label=${`loading ${name}: ${p}%`}></progress>`}
      </span>`;
    }
    if (status.state === 'error') {
      return html`<span class="badge error" role="alert" data-model=${name}><span class="dot"></span><span class="name">${name}</span> did not load: ${status.error}</span>`;
    }
    const info = status.info!;
    const backend = info.device === 'webgpu' ? 'WebGPU' : info.device === 'wasm' ? `wasm ×${info.threads} thread${info.threads === 1 ? '' : 's'}` : info.device;
    const title = `${name}: ${backend}, ${info.dtype}; context ${info.contextSize} tokens; loaded in ${Math.round(info.loadMs)} ms, warm-up ${Math.round(info.warmupMs)} ms${info.fallback ? `; ${info.fallback}` : ''}`;
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
