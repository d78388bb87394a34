/**
 * Base of the lab's components: holds the `lab` and re-renders when its state
 * changes. Components read `this.lab.state` and call the lab's actions; they
 * compute no part of the method themselves.
 */
import { html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { msg, updateWhenLocaleChanges } from '@lit/localize';
import { type Lab } from '../../app/lab.ts';
import { describeError } from '../../app/client.ts';
import { type LabState } from '../../app/state.ts';

export class LabElement extends LitElement {
  /** The lab whose state this component shows. */
  @property({ attribute: false }) lab!: Lab;

  private readonly onChange = () => this.requestUpdate();

  constructor() {
    super();
    // Every component's msg() texts re-render when the language switches (src/i18n/locale.ts).
    updateWhenLocaleChanges(this);
  }
  private listeningTo: Lab | null = null;

  protected get s(): LabState {
    return this.lab.state;
  }

  /**
   * When the sentence alone is longer than the model reads, the stages after Stage 2 have
   * nothing to work on: they say so (`untilItFits`: the sentence saying what is missing), instead of waiting.
   */
  protected sentenceTooLong(untilItFits: string): TemplateResult | null {
    const s = this.lab.state;
    if (s.tokens.status !== 'error' || !s.tokens.error) return null;
    return html`<p class="message error" role="alert">${describeError(s.tokens.error, msg('the sentence', { desc: 'what was too long' }))} ${untilItFits}</p>`;
  }

  /** False when a link hid the control `name` (app/url.ts HIDEABLE). */
  protected shown(name: string): boolean {
    return !this.lab.state.hidden.includes(name);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.listen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.listeningTo?.removeEventListener('change', this.onChange);
    this.listeningTo = null;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.listen();
  }

  private listen(): void {
    if (!this.lab || this.listeningTo === this.lab) return;
    this.listeningTo?.removeEventListener('change', this.onChange);
    this.lab.addEventListener('change', this.onChange);
    this.listeningTo = this.lab;
  }
}
