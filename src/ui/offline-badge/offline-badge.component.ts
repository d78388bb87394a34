import { html, LitElement, nothing } from 'lit';
import { msg, str, updateWhenLocaleChanges } from '@lit/localize';
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

  constructor() {
    super();
    // Not a LabElement: its words re-render on a language switch by this (src/i18n/locale.ts).
    updateWhenLocaleChanges(this);
  }

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
    if (s.state === 'copying') return html`<span class="badge" role="status" data-offline="copying">${msg('keeping a copy for offline study…')}</span>`;
    return html`<span class="badge" role="status" data-offline="ready" data-version=${s.version} title=${msg(str`This browser keeps version ${s.version} of the lab and its models: it opens and runs without a network.`)}
      >${msg('available offline', { desc: 'badge: the lab is kept in this browser for study without a network; its version follows' })} · ${s.version.slice(0, 7)}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-offline-badge': OfflineBadgeElement;
  }
}
