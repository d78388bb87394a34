import { html, LitElement, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { offline } from '../../app/offline.ts';
import { styles } from './offline-badge.styles.ts';

/**
 * @summary Whether the lab is kept for offline study, and which version of it (the service worker's copy).
 */
@customElement('tf-offline-badge')
export class OfflineBadgeElement extends LitElement {
  static override styles = styles;

  private readonly onChange = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    offline.addEventListener('change', this.onChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    offline.removeEventListener('change', this.onChange);
  }

  override render() {
    const s = offline.status;
    if (s.state === 'none') return nothing;
    if (s.state === 'copying') return html`<span class="badge" role="status" data-offline="copying">keeping a copy for offline study…</span>`;
    return html`<span class="badge" role="status" data-offline="ready" data-version=${s.version} title=${`This browser keeps version ${s.version} of the lab and its models: it opens and runs without a network.`}
      >available offline · ${s.version.slice(0, 7)}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-offline-badge': OfflineBadgeElement;
  }
}
