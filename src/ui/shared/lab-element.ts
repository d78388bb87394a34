/**
 * Base of the lab's components: holds the `lab` and re-renders when its state
 * changes. Components read `this.lab.state` and call the lab's actions; they
 * compute no part of the method themselves.
 */
import { LitElement, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { Lab, LabState } from '../../app/lab.ts';

export class LabElement extends LitElement {
  /** The lab whose state this component shows. */
  @property({ attribute: false }) lab!: Lab;

  private readonly onChange = () => this.requestUpdate();
  private listeningTo: Lab | null = null;

  protected get s(): LabState {
    return this.lab.state;
  }

  /** False when a link hid the control `name` (app/url.ts HIDEABLE). */
  protected shown(name: string): boolean {
    return !this.lab.state.ui.hidden.includes(name);
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
